import { checkVideoAccess } from './check-video-access';
import { concurrencyDecision } from './concurrency-decision';
import { geoAllows } from './geo-availability';
import type { MediaType, RequiredEntitlement, StreamAccessDecision } from './stream-types';

export interface StreamAccessInput {
  readonly mediaType: MediaType;
  readonly live: boolean;
  readonly signedIn: boolean;
  readonly entitlements: readonly string[];
  readonly required: RequiredEntitlement;
  /** ISO 3166-1 alpha-2 code of the viewer (see geo-availability.ts) */
  readonly country: string;
  /** device ids of the account's streams now playing */
  readonly activeDevices: readonly string[];
  readonly deviceId: string;
  readonly limit: number;
  /** defaults to accountOptions.lockContentWhenEntitlementsEmpty (false) */
  readonly lockWhenEntitlementsEmpty?: boolean;
}

/**
 * May this viewer play this stream now? The rules run in a fixed order and the first
 * refusal wins, because each refusal names the one thing the fan should do next:
 * 1. login          - a guest is asked to sign in (nothing else can be checked for a guest);
 * 2. entitlement    - a signed-in fan without the required entitlement is offered an upgrade;
 * 3. geo            - live video only: refused in the blocked territories (audio never is);
 * 4. concurrency    - last, so a fan is never told to stop another device for a stream they
 *                     could not watch anyway.
 */
export function decideStreamAccess(input: StreamAccessInput): StreamAccessDecision {
  const entitlement = checkVideoAccess(input);
  if (!entitlement.ok) {
    if (input.mediaType === 'video') return entitlement;
    // audio speaks with the audio player's own catalogued texts (statuses 0, 1, 2), so a
    // fan sees the same words whether the core or the stream service refused
    if (entitlement.kind === 'login-required') return { ok: false, kind: 'login-required', code: 'AUDIO.NOT_LOGGED_IN' };
    return {
      ok: false,
      kind: 'upgrade-required',
      code: entitlement.code === 'STREAM.PASS_REQUIRED' ? 'AUDIO.NO_SUBSCRIPTIONS' : 'AUDIO.NOT_SUBSCRIBED',
    };
  }
  if (!geoAllows(input.mediaType, input.live, input.country)) {
    return { ok: false, kind: 'geo-blocked', code: 'STREAM.GEO_BLOCKED' };
  }
  return concurrencyDecision(input.activeDevices, input.deviceId, input.limit);
}
