/**
 * The stream media service's playback-token call (getKSession(entryId)), shared by the
 * stand-in and the site's HTTP adapter. POST {stream}/playback-token with body
 * `{ entryId }`, `Authorization: Bearer <SSO access token>` (optional for free entries)
 * and `x-device-id: <device id>` (required). See stand-in/stream/media/README.md.
 */
export const streamMediaPaths = { playbackToken: '/playback-token' } as const;

export const DEVICE_ID_HEADER = 'x-device-id';
export const VIEWER_COUNTRY_HEADER = 'x-viewer-country';

export interface PlaybackTokenRequest {
  readonly entryId: string;
}

export interface PlaybackTokenWire {
  readonly entryId: string;
  readonly token: string;
  /** ISO 8601 UTC */
  readonly expiresAt: string;
  /** absolute URL of the entry's HLS playlist, token included */
  readonly playlistUrl: string;
}

/** every code the media service answers with, status in brackets */
export const mediaErrorCodes = [
  'MEDIA.AUTH_REQUIRED', // 401 no or unknown bearer token for a paid entry
  'MEDIA.DEVICE_REQUIRED', // 400
  'MEDIA.BAD_REQUEST', // 400
  'MEDIA.UNKNOWN_ENTRY', // 404
  'MEDIA.NOT_ENTITLED', // 403
  'MEDIA.GEO_BLOCKED', // 403 live video in GB, IE, JE, GG, IM
  'MEDIA.CONCURRENCY', // 403 too many devices of one account
  'MEDIA.TOKEN_MISSING', // 401 (media requests)
  'MEDIA.TOKEN_INVALID', // 401
  'MEDIA.TOKEN_EXPIRED', // 401
  'MEDIA.TOKEN_WRONG_ENTRY', // 403
  'MEDIA.TOKEN_WRONG_DEVICE', // 403
  'MEDIA.UNKNOWN_SEGMENT', // 404
] as const;

export type MediaErrorWireCode = (typeof mediaErrorCodes)[number];

export interface MediaErrorWire {
  readonly error: string;
  readonly code: MediaErrorWireCode;
  readonly message: string;
  /**
   * audio entries only: the stream service's audio access status (video-audio §4):
   * 0 not logged in, 1 no subscriptions at all, 2 not subscribed to this stream, 3 blocked
   */
  readonly audioStatus?: number;
}
