import { asyncScheduler, BehaviorSubject, Subject, Subscription, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../ports/clock.port';
import type { Random } from '../ports/random.port';
import type { StreamPort } from '../ports/stream.port';
import type { AuthPort, AuthReturnUrl, SessionSignal, SessionSignalEvent, TokenStore } from '../ports/auth.port';
import { userFromIdentity, type AuthError, type SignedInUser, type SsoSession } from './auth-types';
import { makeSignIn } from './sign-in';
import { makeRefreshSession } from './refresh-session';
import { makeRestoreSession, type AuthNotice, type RestoreOutcome } from './restore-session';
import { makeSignOut } from './sign-out';
import { makeConnectVideoService } from './connect-video-service';
import { newSessionID } from './session-id';
import { refreshDue, type RefreshPlan } from './refresh-timer';

/** The user state of site-shell §3, as the session manager publishes it. */
export interface SessionState {
  /** 'restoring' only during the first check on load; 'signing-in' while a returned tokenpayload is spent */
  readonly status: 'restoring' | 'signed-out' | 'signing-in' | 'signed-in';
  readonly user: SignedInUser | null;
  readonly entitlements: readonly string[];
  /** random 1..1,000,000 per page load, for analytics */
  readonly sessionID: number;
  /** code of the last sign-in failure (error catalogue), shown in the panel's error area */
  readonly errorCode: string | null;
}

/** What the UI should tell the visitor: the 'Logged In' / 'Logged Out' toast, or a catalogued error. */
export type SessionNotice =
  | { readonly kind: 'toast'; readonly notice: AuthNotice }
  | { readonly kind: 'error'; readonly code: string };

export interface SessionManager {
  /** the current state first, then every change (synchronously, in order) */
  readonly state$: Observable<SessionState>;
  readonly notices$: Observable<SessionNotice>;
  current(): SessionState;
  /** restore the session (once per page load), follow other tabs, keep tokens fresh; returns dispose */
  start(): () => void;
  /** Log Out: signed out at once, other tabs told, the SSO session ended (best effort) */
  signOut(): Promise<void>;
  /** refresh the tokens now (the timer does it on its own before they expire) */
  refresh(): Promise<void>;
  /** re-connect the video service and re-read the entitlements (after a purchase) */
  reconnectVideo(): Promise<void>;
}

export interface SessionManagerDeps {
  readonly auth: AuthPort;
  readonly tokens: TokenStore;
  readonly signal: SessionSignal;
  readonly returnUrl: AuthReturnUrl;
  readonly stream: StreamPort;
  readonly clock: Clock;
  readonly random: Random;
  /** the refresh timer's scheduler; tests pass a virtual one */
  readonly scheduler?: SchedulerLike;
}

/**
 * The session use case (site-shell §3, §4) over the auth use cases:
 *
 * - The session is restored ONCE per page load, whatever StrictMode does to start():
 *   a tokenpayload can only be spent once, and its 'Logged In' toast must show.
 * - Every change of session bumps `epoch`; an answer that comes back for an older
 *   epoch is dropped, so sign-out always wins over a refresh or restore in flight.
 * - Tokens are refreshed on a timer (refresh-timer.ts) before the access token expires;
 *   a failed refresh retries while the access token lasts, and signs out when it cannot,
 *   so the state is never "signed in" with dead tokens.
 * - Another tab's sign-out signs this tab out; another tab's sign-in is adopted.
 */
export function makeSessionManager(deps: SessionManagerDeps): SessionManager {
  const { auth, tokens, stream, signal, returnUrl, clock } = deps;
  const scheduler = deps.scheduler ?? asyncScheduler;
  const signIn = makeSignIn({ auth, tokens, clock });
  const refreshSession = makeRefreshSession({ auth, tokens, clock });
  const restore = makeRestoreSession({ auth, tokens, returnUrl, clock, signIn, refresh: refreshSession });
  const endSession = makeSignOut({ auth, tokens, signal });
  const connectVideo = makeConnectVideoService({ stream });

  const state = new BehaviorSubject<SessionState>({ status: 'restoring', user: null, entitlements: [], sessionID: newSessionID(deps.random), errorCode: null });
  const notices = new Subject<SessionNotice>();
  const plans = new Subject<RefreshPlan>();
  const set = (patch: Partial<SessionState>) => state.next({ ...state.value, ...patch });

  let session: SsoSession | null = null;
  let epoch = 0;
  let restoring: Promise<RestoreOutcome> | null = null;
  let active = false;
  /** the session came from cookies alone and no service has accepted its tokens yet */
  let unverified = false;

  const toast = (notice: AuthNotice) => notices.next({ kind: 'toast', notice });
  const banner = (code: string) => notices.next({ kind: 'error', code });
  const cancelRefresh = () => plans.next({ kind: 'stop' });

  function becomeSignedIn(s: SsoSession) {
    const wasSignedIn = session !== null;
    session = s;
    set({ user: userFromIdentity(s.identity), status: 'signed-in', errorCode: null });
    // only an active manager has a timer: a later start() re-arms it for the current session
    if (active) plans.next({ kind: 'fresh', session: s, receivedAtMs: clock.now() });
    if (!wasSignedIn) void connect();
  }

  function becomeSignedOut(error: AuthError | null) {
    // only leaving a session invalidates answers in flight; a restore that finds nothing
    // must not drop a sign-in another tab announced meanwhile
    if (session) epoch++;
    session = null;
    cancelRefresh();
    set({ status: 'signed-out', user: null, entitlements: [], errorCode: error?.code ?? null });
  }

  async function connect(): Promise<void> {
    const at = epoch;
    const r = await connectVideo();
    if (at !== epoch || !session) return;
    if (r.ok) {
      unverified = false;
      set({ entitlements: r.value });
      return;
    }
    if (unverified) {
      // Tokens restored from cookies alone were never checked by a server, and the video
      // service just refused them: they may have been edited. One refresh either proves the
      // session (fresh tokens and claims from the SSO replace the cookie's) or ends it.
      unverified = false;
      cancelRefresh();
      await runRefresh();
      if (at === epoch && session) await connect();
      return;
    }
    set({ entitlements: [] });
    banner(r.error.code);
  }

  async function runRefresh(): Promise<void> {
    const current = session;
    if (!current) return;
    const at = epoch;
    const r = await refreshSession({ knownAccessExpiresUtc: current.identity.access_token_expires_utc });
    if (at !== epoch || !active) {
      // This tab closed or moved on while its refresh was in flight, but a refusal has
      // still cleared the shared cookies (refresh-session clears only cookies that still
      // belong to this session): every other tab must follow them out.
      if (!r.ok && r.error.code !== 'AUTH.UNAVAILABLE' && r.error.code !== 'AUTH.SESSION_CHANGED') signal.publish('signed-out');
      return;
    }
    if (r.ok) {
      becomeSignedIn(r.value);
      return;
    }
    // the SSO is down: retry while the access token lasts (the timer says 'expired' when it cannot)
    if (r.error.code === 'AUTH.UNAVAILABLE') plans.next({ kind: 'retry', session: current });
    // another tab signed out while this refresh was in flight: it cleared and told everyone
    else if (r.error.code === 'AUTH.SESSION_CHANGED') becomeSignedOut(null);
    else {
      failedOut(r.error);
      if (r.error.code === 'AUTH.REFRESH_INVALID_REQUEST') banner(r.error.code);
    }
  }

  /**
   * A failure signs this tab out and, since the cookies are gone for every tab, tells
   * the others too: no tab may stay "signed in" over an empty cookie jar.
   */
  function failedOut(error: AuthError | null) {
    tokens.clear();
    becomeSignedOut(error);
    signal.publish('signed-out');
  }

  function apply(outcome: RestoreOutcome) {
    unverified = !!outcome.fromCookies;
    if (outcome.session) becomeSignedIn(outcome.session);
    // the restore cleared the cookies: other tabs must not stay signed in over them
    else if (outcome.error || outcome.notice === 'logged-out') failedOut(outcome.error);
    else becomeSignedOut(null);
    if (outcome.error?.code === 'AUTH.REFRESH_INVALID_REQUEST') banner(outcome.error.code);
    if (outcome.notice === 'logged-in' && outcome.session) toast('logged-in');
    if (outcome.notice === 'logged-out') toast('logged-out');
  }

  function onOtherTab(event: SessionSignalEvent) {
    if (event === 'signed-out' && session) {
      void endSession({ fromOtherTab: true });
      becomeSignedOut(null);
      toast('logged-out');
    } else if (event === 'signed-in' && !session) {
      const at = epoch;
      void restore().then((outcome) => {
        if (at === epoch && active && outcome.session) { unverified = !!outcome.fromCookies; becomeSignedIn(outcome.session); }
      });
    }
  }

  return {
    state$: state.asObservable(),
    notices$: notices.asObservable(),
    current: () => state.value,
    start() {
      active = true;
      if (!restoring) {
        if (returnUrl.read().tokenPayload !== undefined) set({ status: 'signing-in' });
        restoring = restore();
      }
      const at = epoch;
      let disposed = false;
      void restoring.then((outcome) => {
        if (disposed || at !== epoch) return;
        apply(outcome);
        if (outcome.notice === 'logged-in') signal.publish('signed-in');
      });
      const running = new Subscription();
      running.add(refreshDue(plans, clock, scheduler).subscribe((due) => {
        if (due === 'refresh') void runRefresh();
        else failedOut({ code: 'AUTH.REFRESH_FAILED' });
      }));
      running.add(signal.events$.subscribe(onOtherTab));
      // a later start() after a dispose (StrictMode) re-arms the timer for the current session
      if (session) plans.next({ kind: 'fresh', session, receivedAtMs: clock.now() });
      return () => {
        disposed = true;
        active = false;
        running.unsubscribe();
      };
    },
    async signOut() {
      becomeSignedOut(null);
      // the cookies are cleared synchronously inside endSession; ending the SSO session may
      // take a while (or time out) and must not hold up the toast or the panel
      const ending = endSession();
      toast('logged-out');
      await ending;
    },
    async refresh() {
      cancelRefresh();
      await runRefresh();
    },
    async reconnectVideo() {
      if (session) await connect();
    },
  };
}
