/**
 * The media service's coded JSON errors: `{ error, code, message }`. The site maps the
 * code to its own message; the text here is for people reading the wire.
 */
export const mediaErrors = {
  AUTH_REQUIRED: { status: 401, error: 'Unauthorized', message: 'Sign in to play this entry.' },
  DEVICE_REQUIRED: {
    status: 400,
    error: 'Bad Request',
    message: 'An x-device-id header (or deviceId in the body) is required.',
  },
  BAD_REQUEST: { status: 400, error: 'Bad Request', message: 'The body is {"entryId": string}.' },
  UNKNOWN_ENTRY: { status: 404, error: 'Not Found', message: 'No such entry.' },
  NOT_ENTITLED: { status: 403, error: 'Forbidden', message: 'You must have a pass to access this stream.' },
  GEO_BLOCKED: { status: 403, error: 'Forbidden', message: 'Live video is not available in your country.' },
  BAD_COUNTRY: {
    status: 400,
    error: 'Bad Request',
    message: 'x-viewer-country must be one ISO 3166-1 alpha-2 code (GB, FR, US...).',
  },
  ACCOUNT_BLOCKED: {
    status: 403,
    error: 'Forbidden',
    message: 'This account has been blocked by an administrator.',
  },
  CONCURRENCY: { status: 403, error: 'Forbidden', message: 'Too many devices are watching on this account.' },
  TOKEN_MISSING: { status: 401, error: 'Unauthorized', message: 'A playback token is required.' },
  TOKEN_INVALID: { status: 401, error: 'Unauthorized', message: 'The playback token is not valid.' },
  TOKEN_EXPIRED: { status: 401, error: 'Unauthorized', message: 'The playback token has expired.' },
  TOKEN_WRONG_ENTRY: { status: 403, error: 'Forbidden', message: 'The playback token is for another entry.' },
  TOKEN_WRONG_DEVICE: { status: 403, error: 'Forbidden', message: 'The playback token is for another device.' },
  UNKNOWN_SEGMENT: { status: 404, error: 'Not Found', message: 'No such segment.' },
  UNKNOWN_RENDITION: { status: 404, error: 'Not Found', message: 'No such rendition.' },
  NO_CAPTIONS: { status: 404, error: 'Not Found', message: 'This entry has no captions.' },
  PLAYBACK_STOPPED: {
    status: 403,
    error: 'Forbidden',
    message: 'Playback was stopped from another device of this account.',
  },
  TOKEN_REVOKED: { status: 401, error: 'Unauthorized', message: 'The account signed out: sign in to play again.' },
  UNKNOWN_DEVICE: { status: 404, error: 'Not Found', message: 'No such device is playing on this account.' },
  NOT_ON_DEMAND: { status: 400, error: 'Bad Request', message: 'Progress is kept for on-demand entries only.' },
  BAD_POSITION: {
    status: 400,
    error: 'Bad Request',
    message: 'The body is {"entryId": string, "positionSeconds": a number from 0 to the entry\'s duration}.',
  },
} as const;

export type MediaErrorCode = keyof typeof mediaErrors;

export interface MediaErrorBody {
  readonly error: string;
  readonly code: `MEDIA.${MediaErrorCode}`;
  readonly message: string;
}

export const mediaErrorBody = (code: MediaErrorCode): MediaErrorBody => ({
  error: mediaErrors[code].error,
  code: `MEDIA.${code}`,
  message: mediaErrors[code].message,
});
