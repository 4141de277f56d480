/**
 * The stream media service's playback-token call (getKSession(entryId)), shared by the
 * stand-in and the site's HTTP adapter. POST {stream}/playback-token with body
 * `{ entryId }`, `Authorization: Bearer <SSO access token>` (optional for free entries)
 * and `x-device-id: <device id>` (required). See stand-in/stream/media/README.md.
 */
export const streamMediaPaths = { playbackToken: '/playback-token' } as const;

export const DEVICE_ID_HEADER = 'x-device-id';
export const VIEWER_COUNTRY_HEADER = 'x-viewer-country';
/**
 * Playback tokens are bound to the device they were issued to: every playlist, segment and
 * captions request must name that device. hls.js and native HLS fetch media with plain GETs
 * (no custom headers), so the site adds this query parameter to the addresses the service
 * answers (bindPlaylistToDevice: the playlist's and the captions'), and the multivariant
 * playlist names each rendition at an address whose path carries the token and the device
 * (a/<token>/<device>/<rendition>/index.m3u8), which every segment address inherits. The
 * addresses the service answers never carry the device, so a copied address or a replayed
 * token alone plays nothing.
 */
export const DEVICE_ID_PARAM = 'device';

/** `playlistUrl` with `device=<deviceId>` (replacing any); an address that does not parse is returned as is */
export function bindPlaylistToDevice(playlistUrl: string, deviceId: string): string {
  let url: URL;
  try {
    url = new URL(playlistUrl);
  } catch {
    return playlistUrl;
  }
  url.searchParams.set(DEVICE_ID_PARAM, deviceId);
  return url.toString();
}

export interface PlaybackTokenRequest {
  readonly entryId: string;
}

export interface PlaybackTokenWire {
  readonly entryId: string;
  readonly token: string;
  /** ISO 8601 UTC */
  readonly expiresAt: string;
  /** absolute URL of the entry's HLS (multivariant) playlist, token included */
  readonly playlistUrl: string;
  /** absolute URL of the entry's WebVTT captions, token included, when it has them (on-demand videos) */
  readonly captionsUrl?: string;
}

/** every code the media service answers with, status in brackets */
export const mediaErrorCodes = [
  'MEDIA.AUTH_REQUIRED', // 401 no or unknown bearer token for a paid entry
  'MEDIA.DEVICE_REQUIRED', // 400
  'MEDIA.BAD_REQUEST', // 400
  'MEDIA.UNKNOWN_ENTRY', // 404
  'MEDIA.NOT_ENTITLED', // 403
  'MEDIA.GEO_BLOCKED', // 403 live video in GB, IE, JE, GG, IM
  'MEDIA.BAD_COUNTRY', // 400 x-viewer-country is not exactly one ISO 3166-1 alpha-2 code
  'MEDIA.ACCOUNT_BLOCKED', // 403 the account was blocked by an administrator (audio status 3)
  'MEDIA.CONCURRENCY', // 403 too many devices of one account
  'MEDIA.TOKEN_MISSING', // 401 (media requests)
  'MEDIA.TOKEN_INVALID', // 401
  'MEDIA.TOKEN_EXPIRED', // 401
  'MEDIA.TOKEN_WRONG_ENTRY', // 403
  'MEDIA.TOKEN_WRONG_DEVICE', // 403
  'MEDIA.UNKNOWN_SEGMENT', // 404
  'MEDIA.UNKNOWN_RENDITION', // 404
  'MEDIA.NO_CAPTIONS', // 404
  'MEDIA.PLAYBACK_STOPPED', // 403 this device's lease was ended from another device of the account
  'MEDIA.TOKEN_REVOKED', // 401 the account signed out (doLogout): its tokens play nothing more
  'MEDIA.UNKNOWN_DEVICE', // 404 stopDevice: no such lease of this account
  'MEDIA.NOT_ON_DEMAND', // 400 progress is kept for on-demand entries only
  'MEDIA.BAD_POSITION', // 400 a position that is not a number from 0 to the entry's duration
] as const;

export type MediaErrorWireCode = (typeof mediaErrorCodes)[number];

export interface MediaErrorWire {
  readonly error: string;
  readonly code: MediaErrorWireCode;
  readonly message: string;
  /**
   * audio entries only: the stream service's audio access status (AUDIO-2):
   * 0 not logged in, 1 no subscriptions at all, 2 not subscribed to this stream, 3 blocked
   */
  readonly audioStatus?: number;
}
