import { asyncScheduler, BehaviorSubject, Subject, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { Random } from '../ports/random.port';
import type { StreamPort } from '../ports/stream.port';
import type { AuthReturnUrl, SessionPort, SessionSignal, SessionSignalEvent } from '../ports/auth.port';
import {
  isOutage,
  userFromClaims,
  type AccessGrant,
  type AuthError,
  type AuthPortError,
  type SignedInUser,
} from './auth-types';
import { makeRestoreSession, type AuthNotice, type RestoreOutcome } from './restore-session';
import { makeSignOut } from './sign-out';
import { makeConnectVideoService } from './connect-video-service';
import { newSessionID } from './session-id';
import { retryThroughOutages, type OutageAttempt } from './outage-retry';
import { scheduleRefresh, type RefreshPlan } from './refresh-timer';

/** The user state (ACCOUNT-1), as the session manager publishes it. */
export interface SessionState {
  /** 'restoring' only during the first check on load; 'signing-in' while that check follows a return from the portal */
  readonly status: 'restoring' | 'signed-out' | 'signing-in' | 'signed-in';
  readonly user: SignedInUser | null;
  readonly entitlements: readonly string[];
  /** random 1..1,000,000 per page load, for analytics */
  readonly sessionID: number;
  /** code of the last sign-in failure (error catalogue), shown in the panel's error area */
  readonly errorCode: string | null;
  /** the sign-in service's own words for that failure, when it gave some (ACCOUNT-4): shown instead of the catalogue's */
  readonly errorMessage: string | null;
  /**
   * the account service did not answer the last call: the session is kept, the call is
   * being retried, and the fan is told (catalogue 'AUTH.UNAVAILABLE') until it answers
   */
  readonly serviceTrouble: boolean;
}

/** What the UI should tell the visitor: the 'Logged In' / 'Logged Out' toast, or a catalogued error. */
export type SessionNotice =
  | { readonly kind: 'toast'; readonly notice: AuthNotice }
  | { readonly kind: 'error'; readonly code: string }
  /** the portal refused the credentials typed in the account panel: show the panel, its error area says why */
  | { readonly kind: 'sign-in-refused' };

export interface SessionManager {
  /** the current state first, then every change (synchronously, in order) */
  readonly state$: Observable<SessionState>;
  readonly notices$: Observable<SessionNotice>;
  current(): SessionState;
  /** the access token of this page, in memory only (for the stream service); undefined when signed out */
  accessToken(): string | undefined;
  /** restore the session (once per page load), follow other tabs, keep tokens fresh; returns dispose */
  start(): () => void;
  /** Log Out: signed out at once, other tabs told, the session forgotten by the site (best effort) */
  signOut(): Promise<void>;
  /** re-connect the video service and re-read the entitlements (after a purchase) */
  reconnectVideo(): Promise<void>;
}

export interface SessionManagerDeps {
  readonly session: SessionPort;
  readonly signal: SessionSignal;
  readonly returnUrl: AuthReturnUrl;
  readonly stream: StreamPort;
  readonly clock: Clock;
  readonly random: Random;
  /** the timers' scheduler (refresh, back-off); tests pass a virtual one */
  readonly scheduler?: SchedulerLike;
}

/**
 * The session use case of the page (ACCOUNT-1, ACCOUNT-5 to ACCOUNT-10) over the site's session port:
 *
 * - The page holds only a short-lived access token, in memory; the site server keeps the
 *   refresh token and the session id where no script can read them.
 * - The session is restored ONCE per page load, whatever StrictMode does to start(): a
 *   return from the portal can only be seen once, and its 'Logged In' toast must show.
 * - Tokens are refreshed on a timer (refresh-timer.ts) before the access token expires.
 * - Only a refusal ends a session. An outage (no answer, a 5xx, a timeout) keeps it:
 *   `serviceTrouble` says so and the call is retried with back-off (outage-retry.ts)
 *   until the service answers; then the fan is still signed in without doing anything.
 * - Every change of session bumps `epoch`; an answer that comes back for an older
 *   epoch is dropped, so sign-out always wins over a refresh or restore in flight.
 * - Another tab's sign-out signs this tab out; another tab's sign-in is adopted.
 */
export function makeSessionManager(deps: SessionManagerDeps): SessionManager {
  const { session: port, stream, signal, returnUrl, clock } = deps;
  const scheduler = deps.scheduler ?? asyncScheduler;
  const restore = makeRestoreSession({ session: port, returnUrl, scheduler });
  const endSession = makeSignOut({ session: port, signal });
  const connectVideo = makeConnectVideoService({ stream });
  const refreshThroughOutages = () => retryThroughOutages(() => port.refresh(), isOutage, scheduler);

  const state = new BehaviorSubject<SessionState>({
    status: 'restoring',
    user: null,
    entitlements: [],
    sessionID: newSessionID(deps.random),
    errorCode: null,
    errorMessage: null,
    serviceTrouble: false,
  });
  const notices = new Subject<SessionNotice>();
  const plans = new Subject<RefreshPlan>();
  const set = (patch: Partial<SessionState>) => state.next({ ...state.value, ...patch });

  let grant: AccessGrant | null = null;
  let epoch = 0;
  let restoring: Promise<RestoreOutcome> | null = null;
  let restored = false;
  let active = false;

  const toast = (notice: AuthNotice) => notices.next({ kind: 'toast', notice });
  const banner = (code: string) => notices.next({ kind: 'error', code });
  const trouble = () => {
    if (!state.value.serviceTrouble) set({ serviceTrouble: true });
  };

  function becomeSignedIn(g: AccessGrant) {
    const wasSignedIn = grant !== null;
    grant = g;
    set({
      user: userFromClaims(g.claims),
      status: 'signed-in',
      errorCode: null,
      errorMessage: null,
      serviceTrouble: false,
    });
    // only an active manager has a timer: a later start() re-arms it for the current session
    if (active) plans.next({ kind: 'fresh', grant: g, receivedAtMs: clock.now() });
    if (!wasSignedIn) void connect('login');
  }

  function becomeSignedOut(error: AuthError | null) {
    // only leaving a session invalidates answers in flight; a restore that finds nothing
    // must not drop a sign-in another tab announced meanwhile
    if (grant) epoch++;
    grant = null;
    plans.next({ kind: 'stop' });
    set({
      status: 'signed-out',
      user: null,
      entitlements: [],
      errorCode: error?.code ?? null,
      errorMessage: error && 'message' in error ? error.message : null,
      serviceTrouble: false,
    });
  }

  /**
   * The site refused the session and has already forgotten it (its cookies are shared by
   * every tab): every other tab must follow, none may stay "signed in" over nothing.
   */
  function refusedOut(error: AuthError) {
    becomeSignedOut(error);
    signal.publish('signed-out');
    if (error.code === 'AUTH.REFRESH_INVALID_REQUEST') banner(error.code);
  }

  async function connect(how: 'login' | 'refresh'): Promise<void> {
    const at = epoch;
    const r = await connectVideo(how);
    if (at !== epoch || !grant) return;
    if (r.ok) {
      set({ entitlements: r.value });
      return;
    }
    // an outage of the video service is not "no pass": the entitlements read earlier in this
    // session stay (a first connection that fails has none: they were cleared on sign-out)
    // and the error notification says the service cannot be reached
    banner(r.error.code);
  }

  function onRefresh(attempt: OutageAttempt<AccessGrant, AuthPortError>) {
    if (!grant) return;
    if (attempt.kind === 'outage') trouble();
    else if (attempt.result.ok) becomeSignedIn(attempt.result.value);
    else refusedOut(attempt.result.error as AuthError);
  }

  function apply(outcome: RestoreOutcome) {
    if (outcome.grant) becomeSignedIn(outcome.grant);
    else becomeSignedOut(outcome.error);
    const code = outcome.error?.code;
    if (code === 'AUTH.REFRESH_INVALID_REQUEST' || code === 'AUTH.UNABLE_TO_SIGN_IN') banner(code);
    if (code === 'AUTH.SIGN_IN_REFUSED') notices.next({ kind: 'sign-in-refused' });
    // someone else's sign-in was refused: the fan is still themselves, and is told so once
    if (outcome.refusedReturn && outcome.grant) banner('AUTH.SIGN_IN_NOT_STARTED');
    if (outcome.notice === 'logged-in' && outcome.grant) toast('logged-in');
    if (outcome.notice === 'logged-out') toast('logged-out');
  }

  /**
   * What the restore found is news for the other tabs, even if this one was closed or
   * reloaded meanwhile: a session (a guest tab adopts it) or a session the site forgot.
   */
  function tellOtherTabs(outcome: RestoreOutcome): RestoreOutcome {
    if (outcome.grant) signal.publish('signed-in');
    else if (outcome.error || outcome.notice === 'logged-out') signal.publish('signed-out');
    return outcome;
  }

  function onOtherTab(event: SessionSignalEvent, running: Subscription) {
    if (event === 'signed-out' && grant) {
      becomeSignedOut(null);
      toast('logged-out');
    } else if (event === 'signed-in' && !grant && restored) {
      const at = epoch;
      running.add(
        refreshThroughOutages().subscribe((attempt) => {
          if (attempt.kind === 'answer' && attempt.result.ok && at === epoch && active && !grant)
            becomeSignedIn(attempt.result.value);
        }),
      );
    }
  }

  return {
    state$: state.asObservable(),
    notices$: notices.asObservable(),
    current: () => state.value,
    accessToken: () => grant?.accessToken,
    start() {
      active = true;
      if (!restoring) {
        const { loginSuccess, logoutSuccess, signInFailed } = returnUrl.read();
        if (loginSuccess && !logoutSuccess && !signInFailed && port.hasSession()) set({ status: 'signing-in' });
        restoring = restore(trouble).then(tellOtherTabs);
      }
      const at = epoch;
      let disposed = false;
      void restoring.then((outcome) => {
        if (disposed || restored || at !== epoch) return;
        restored = true;
        apply(outcome);
      });
      const running = new Subscription();
      running.add(scheduleRefresh(plans, refreshThroughOutages, clock, scheduler).subscribe(onRefresh));
      running.add(signal.events$.subscribe((event) => onOtherTab(event, running)));
      // a later start() after a dispose (StrictMode) re-arms the timer for the current session
      if (grant) plans.next({ kind: 'fresh', grant, receivedAtMs: clock.now() });
      return () => {
        disposed = true;
        active = false;
        running.unsubscribe();
      };
    },
    async signOut() {
      becomeSignedOut(null);
      // ending the session at the site may take a while (or time out): never hold up the toast or the panel
      const ending = endSession();
      toast('logged-out');
      await ending;
    },
    async reconnectVideo() {
      if (grant) await connect('refresh');
    },
  };
}
