import { proxy, subscribe } from 'valtio/vanilla';
import type { SchedulerLike } from 'rxjs';
import {
  openStreamInput,
  openStreamUntilReachable,
  type MediaType,
  type OpenStream,
  type RequiredEntitlement,
  type StreamRefusal,
} from '@core';
import type { AccountVm } from '../../account/account-vm-types';
import { createLatestWins } from '../../../shared/view-models/latest-wins';

/**
 * One playable entry (a live match, the match show, an on-demand video, the audio
 * commentary) as the fan sees it. The account owns the session and the entitlements,
 * so this VM follows the account: whenever its status or entitlements
 * change it checks again, which is how a fan coming back from the checkout sees the
 * stream open without signing in again.
 */
export type StreamView =
  /** accounts still loading, or a playback token being fetched */
  | { readonly kind: 'checking' }
  /**
   * a refusal the fan can act on (sign in, buy a pass, another country or device); `ended`:
   * the refusal came while the fan was watching (a pass that ended mid-playback)
   */
  | { readonly kind: 'locked'; readonly refusal: StreamRefusal; readonly ended?: boolean }
  | { readonly kind: 'ready'; readonly src: string; readonly expiresAt: string; readonly captionsSrc?: string }
  /** the stream service could not be reached: a catalogued error with a retry; it is asked again by itself */
  | { readonly kind: 'error'; readonly code: string };

export interface StreamVmState {
  view: StreamView;
  /** 'Refresh my access' in flight */
  refreshing: boolean;
}

export interface StreamEntryInput {
  readonly mediaType: MediaType;
  readonly entryId: string;
  /** null: free (guests included) */
  readonly required: RequiredEntitlement | null;
  readonly live: boolean;
}

export interface StreamVmDeps {
  /** null while the accounts code is still loading just after first paint */
  readonly getAccount: () => AccountVm | null;
  /** core's openStream over the session's stream service */
  readonly openStream: OpenStream;
  readonly now?: () => number;
  /** where the back-off waits run (default: rxjs' async scheduler) */
  readonly scheduler?: SchedulerLike;
}

export interface StreamVm {
  readonly state: StreamVmState;
  readonly input: StreamEntryInput;
  /** follow the account and check; returns dispose. Call again when the account VM appears. */
  start(): () => void;
  /** 'Refresh my access': re-read the entitlements, then check again even if nothing changed */
  refreshAccess(): Promise<void>;
  /**
   * the player reported a fatal media error (most often an expired token): fetch a fresh one.
   * `status` is the HTTP status of the request that failed: 401 or 403 is the service refusing
   * this token (a pass that ended, a device stopped, a sign-out), asked about at once however new
   * the token is, so the fan is told why instead of "check your connection"
   */
  mediaFailed(status?: number): void;
  /** 'Try again' after the stream service could not be reached */
  retry(): void;
  /** the fan moved to another page (client-side): an unreachable service is asked again at once */
  routeChanged(): void;
}

/**
 * A media error within this long of getting a token is not an expired token (the
 * stand-in's tokens live 60 s idle): asking again would only loop, so the player's own
 * error and Retry are left to the fan.
 */
export const FRESH_TOKEN_MS = 10_000;

const checking: StreamView = { kind: 'checking' };

/** what a check depends on: two accounts with the same key get the same answer */
function accessKey(account: AccountVm): string | null {
  const { status, entitlements, user } = account.state;
  if (status === 'restoring' || status === 'signing-in') return null;
  return `${status}|${user?.ssoID ?? ''}|${[...new Set(entitlements)].sort().join(',')}`;
}

export function createStreamVm(input: StreamEntryInput, deps: StreamVmDeps): StreamVm {
  const now = deps.now ?? (() => Date.now());
  const state = proxy<StreamVmState>({ view: checking, refreshing: false });
  const latest = createLatestWins();
  let checkedKey: string | null = null;
  let tokenAt = 0;
  /**
   * The stream service tells a device stopped from another one only once, at its next token
   * request, and that answer can come to a check a newer one has replaced (the entitlements
   * arriving just after the page opened asks again). It is kept until a check is applied, so
   * the newer check's device-limit refusal (the other device now holds the place) is said as
   * what happened: this device was stopped.
   */
  let stoppedNotice: StreamRefusal | null = null;
  const openStream: OpenStream = async (request) => {
    const answer = await deps.openStream(request);
    if (!answer.ok && answer.error.kind === 'stopped') stoppedNotice = answer.error;
    return answer;
  };
  const sayStopped = (refusal: StreamRefusal): StreamRefusal => {
    const said = stoppedNotice !== null && refusal.kind === 'concurrency-limit' ? stoppedNotice : refusal;
    stoppedNotice = null;
    return said;
  };

  async function check(force: boolean, whilePlaying = false): Promise<void> {
    const account = deps.getAccount();
    const key = account ? accessKey(account) : null;
    if (!account || key === null) {
      // nothing can be decided yet; and whatever was playing belongs to a session that is changing
      latest.drop();
      checkedKey = null;
      state.view = checking;
      return;
    }
    if (!force && key === checkedKey) return;
    checkedKey = key;
    // drop the old src at once: a fan who signed out must never keep the previous session's stream
    state.view = checking;
    const { status, entitlements } = account.state;
    const request = openStreamInput(input, status === 'signed-in', entitlements);
    // Latest answer wins: a check for an older session or entitlement set never writes.
    // While the service cannot be reached it is asked again with back-off (the error
    // stays up meanwhile); a newer check or dispose stops that. The check itself is
    // over at the first answer, so 'Refresh my access' never waits for an outage to end.
    await new Promise<void>((answered) => {
      void latest
        .run(
          () => openStreamUntilReachable(openStream, request, { scheduler: deps.scheduler }),
          (opened) => {
            if (opened.ok) {
              stoppedNotice = null;
              tokenAt = now();
              const { playlistUrl, expiresAt, captionsUrl } = opened.value;
              state.view = {
                kind: 'ready',
                src: playlistUrl,
                expiresAt,
                ...(captionsUrl ? { captionsSrc: captionsUrl } : {}),
              };
            } else if (opened.error.kind === 'unavailable') {
              if (state.view.kind !== 'error' || state.view.code !== opened.error.code)
                state.view = { kind: 'error', code: opened.error.code };
            } else {
              const refusal = sayStopped(opened.error);
              const ended = whilePlaying && refusal.kind === 'upgrade-required';
              state.view = { kind: 'locked', refusal, ...(ended ? { ended } : {}) };
            }
            answered();
          },
        )
        .finally(answered);
    });
  }

  return {
    state,
    input,
    start() {
      const account = deps.getAccount();
      // the account may have changed since the last start (it appears after first paint)
      checkedKey = null;
      void check(false);
      const unsubscribe = account ? subscribe(account.state, () => void check(false)) : () => {};
      return () => {
        unsubscribe();
        latest.drop();
      };
    },
    async refreshAccess() {
      const account = deps.getAccount();
      if (!account || state.refreshing) return;
      state.refreshing = true;
      try {
        await account.refreshEntitlements();
        await check(true);
      } finally {
        state.refreshing = false;
      }
    },
    mediaFailed(status) {
      if (state.view.kind !== 'ready') return;
      const refused = status === 401 || status === 403;
      if (!refused && now() - tokenAt < FRESH_TOKEN_MS) return;
      void check(true, true);
    },
    retry() {
      void check(true);
    },
    routeChanged() {
      if (state.view.kind === 'error') void check(true);
    },
  };
}
