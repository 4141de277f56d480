import type { StreamPort } from '../ports/stream.port';
import { err, ok, type Result } from '../shared/result';
import { audioAccessFromStatus } from './audio-access-status';
import { checkVideoAccess } from './check-video-access';
import type {
  AudioAccessDecision,
  MediaType,
  PlaybackToken,
  RequiredEntitlement,
  StreamAccessDecision,
  StreamError,
} from './stream-types';

/** Why a stream did not open: a refusal the fan can act on, or the service being unavailable. */
export type StreamRefusal =
  | Exclude<StreamAccessDecision, { ok: true }>
  | Exclude<AudioAccessDecision, { ok: true }>
  /** the service has no such entry: said once, never asked again (a wrong address is not an outage) */
  | { readonly ok: false; readonly kind: 'not-found'; readonly code: 'STREAM.UNKNOWN_ENTRY' }
  | {
      readonly ok: false;
      readonly kind: 'unavailable';
      readonly code: 'STREAM.CONNECTION_FAILED' | 'STREAM.NO_PACKAGES';
    };

export interface OpenStreamInput {
  readonly mediaType: MediaType;
  readonly entryId: string;
  readonly signedIn: boolean;
  readonly entitlements: readonly string[];
  /** null: free (guests included) */
  readonly required: RequiredEntitlement | null;
}

/**
 * The ask for one entry from the fan's account as it stands: one function, so an ask prepared on
 * intent and the player's own ask are the same ask.
 */
export const openStreamInput = (
  entry: Pick<OpenStreamInput, 'mediaType' | 'entryId' | 'required'>,
  signedIn: boolean,
  entitlements: readonly string[],
): OpenStreamInput => ({
  mediaType: entry.mediaType,
  entryId: entry.entryId,
  signedIn,
  entitlements: [...entitlements],
  required: entry.required,
});

const audioCodeFor = { 'STREAM.LOGIN_REQUIRED': 0, 'STREAM.PASS_REQUIRED': 1, 'STREAM.NOT_SUBSCRIBED': 2 } as const;

/**
 * Check stream access, then ask for a playback token (getKSession(entryId)).
 * A guest is told to sign in at once, without a call: no service can change that.
 * A signed-in fan is always asked about by the stream service, which has the last word
 * (it holds the entitlements, and knows the viewer's country and the devices playing):
 * the account's entitlements are only a copy, empty while the video service is being
 * connected and cleared when it could not be (ACCOUNT-10), so an empty copy must
 * never be read as "no pass". The service's refusals map to the same decisions, and its
 * failure is the catalogued connection message. Audio speaks with the audio access
 * statuses (-1..3, other), taken from the service when it sent one.
 */
export async function openStream(
  deps: { readonly stream: StreamPort },
  input: OpenStreamInput,
): Promise<Result<PlaybackToken, StreamRefusal>> {
  if (input.required !== null && !input.signedIn) {
    const local = checkVideoAccess({ signedIn: false, entitlements: [], required: input.required });
    if (!local.ok) return err(input.mediaType === 'audio' ? audioRefusal(audioCodeFor[local.code]) : local);
  }
  const answer = await deps.stream.playbackToken(input.entryId);
  if (answer.ok) return ok(answer.value);
  return err(refusalFromError(answer.error, input));
}

function audioRefusal(status: number): StreamRefusal {
  const decision = audioAccessFromStatus(status);
  // -1 with an error is a contradiction from the service: treat it as a problem, never as access
  return decision.ok ? { ok: false, kind: 'problem', code: 'AUDIO.PROBLEM', status } : decision;
}

/** the stream service's refusal as the decision the UI shows */
export function refusalFromError(
  error: StreamError,
  input: Pick<OpenStreamInput, 'mediaType' | 'entitlements'>,
): StreamRefusal {
  if (input.mediaType === 'audio' && error.audioStatus !== undefined) return audioRefusal(error.audioStatus);
  const holdsAny = input.entitlements.some((e) => e.trim() !== '');
  switch (error.code) {
    case 'STREAM.LOGIN_REQUIRED':
      return input.mediaType === 'audio'
        ? audioRefusal(0)
        : { ok: false, kind: 'login-required', code: 'STREAM.LOGIN_REQUIRED' };
    case 'STREAM.PASS_REQUIRED':
    case 'STREAM.NOT_SUBSCRIBED':
      if (input.mediaType === 'audio') return audioRefusal(holdsAny ? 2 : 1);
      return { ok: false, kind: 'upgrade-required', code: holdsAny ? 'STREAM.NOT_SUBSCRIBED' : 'STREAM.PASS_REQUIRED' };
    case 'STREAM.GEO_BLOCKED':
      return { ok: false, kind: 'geo-blocked', code: 'STREAM.GEO_BLOCKED' };
    case 'STREAM.CONCURRENCY_LIMIT':
      return { ok: false, kind: 'concurrency-limit', code: 'STREAM.CONCURRENCY_LIMIT' };
    case 'STREAM.PLAYBACK_STOPPED':
      return { ok: false, kind: 'stopped', code: 'STREAM.PLAYBACK_STOPPED' };
    case 'STREAM.ACCOUNT_BLOCKED':
      // audio says it with its status 3, whether or not the service sent the status
      return input.mediaType === 'audio'
        ? audioRefusal(3)
        : { ok: false, kind: 'blocked', code: 'STREAM.ACCOUNT_BLOCKED' };
    case 'STREAM.UNKNOWN_ENTRY':
      return { ok: false, kind: 'not-found', code: 'STREAM.UNKNOWN_ENTRY' };
    default:
      return { ok: false, kind: 'unavailable', code: 'STREAM.CONNECTION_FAILED' };
  }
}

/** openStream over the bound stream service: what a view model is given. */
export type OpenStream = (input: OpenStreamInput) => Promise<Result<PlaybackToken, StreamRefusal>>;

export const makeOpenStream =
  (deps: { readonly stream: StreamPort }): OpenStream =>
  (input) =>
    openStream(deps, input);
