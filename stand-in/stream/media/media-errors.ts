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
  CONCURRENCY: { status: 403, error: 'Forbidden', message: 'Too many devices are watching on this account.' },
  TOKEN_MISSING: { status: 401, error: 'Unauthorized', message: 'A playback token is required.' },
  TOKEN_INVALID: { status: 401, error: 'Unauthorized', message: 'The playback token is not valid.' },
  TOKEN_EXPIRED: { status: 401, error: 'Unauthorized', message: 'The playback token has expired.' },
  TOKEN_WRONG_ENTRY: { status: 403, error: 'Forbidden', message: 'The playback token is for another entry.' },
  TOKEN_WRONG_DEVICE: { status: 403, error: 'Forbidden', message: 'The playback token is for another device.' },
  UNKNOWN_SEGMENT: { status: 404, error: 'Not Found', message: 'No such segment.' },
  UNKNOWN_RENDITION: { status: 404, error: 'Not Found', message: 'No such rendition.' },
  NO_CAPTIONS: { status: 404, error: 'Not Found', message: 'This entry has no captions.' },
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
