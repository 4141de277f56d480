import { proxy } from 'valtio/vanilla';
import {
  describeError, site, userFromIdentity,
  type AuthError, type AuthPort, type AuthReturnUrl, type Clock, type Random, type SessionSignal, type SsoSession, type StreamPort, type TokenStore,
} from '@core';
import { makeSignIn } from '@core/auth/sign-in';
import { makeRefreshSession } from '@core/auth/refresh-session';
import { makeRestoreSession, type RestoreOutcome } from '@core/auth/restore-session';
import { makeSignOut } from '@core/auth/sign-out';
import { makeConnectVideoService } from '@core/auth/connect-video-service';
import { refreshDelayMs, retryDelayMs } from '@core/auth/refresh-schedule';
import { newSessionID } from '@core/auth/session-id';
import { utcMs } from '@core/auth/session-validity';
import type { InterfaceVm } from '../../app-shell/interface-vm';
import type { AccountLinks, AccountState, AccountVm } from './account-vm-types';

export interface AccountTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AccountVmDeps {
  readonly auth: AuthPort;
  readonly tokens: TokenStore;
  readonly stream: StreamPort;
  readonly signal: SessionSignal;
  readonly returnUrl: AuthReturnUrl;
  readonly clock: Clock;
  readonly random: Random;
  readonly interfaceVm: InterfaceVm;
  /** the portal links; a function so the redirect can follow the current page */
  readonly links: AccountLinks | (() => AccountLinks);
  /** injectable for tests; default: the global timers */
  readonly timers?: AccountTimers;
}

const globalTimers: AccountTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * The account view model: user state (site-shell §3) over the core's auth use cases.
 *
 * - The session is restored ONCE per page load, whatever StrictMode does to start():
 *   a tokenpayload can only be spent once, and its 'Logged In' toast must show.
 * - Every change of session bumps `epoch`; an answer that comes back for an older
 *   epoch is dropped, so sign-out always wins over a refresh or restore in flight.
 * - Tokens are refreshed on a timer before the access token expires (core rule
 *   refresh-schedule); a failed refresh retries while the access token lasts, and
 *   signs out when it cannot, so the state is never "signed in" with dead tokens.
 */
export function createAccountVm(deps: AccountVmDeps): AccountVm {
  const { auth, tokens, stream, signal, returnUrl, clock, interfaceVm } = deps;
  const timers = deps.timers ?? globalTimers;
  const signIn = makeSignIn({ auth, tokens, clock });
  const refresh = makeRefreshSession({ auth, tokens, clock });
  const restore = makeRestoreSession({ auth, tokens, returnUrl, clock, signIn, refresh });
  const signOut = makeSignOut({ auth, tokens, signal });
  const connectVideo = makeConnectVideoService({ stream });

  const state = proxy<AccountState>({ status: 'restoring', user: null, entitlements: [], sessionID: newSessionID(deps.random), errorCode: null });

  let session: SsoSession | null = null;
  let epoch = 0;
  let restoring: Promise<RestoreOutcome> | null = null;
  let refreshTimer: unknown = null;
  let active = false;
  /** the session came from cookies alone and no service has accepted its tokens yet */
  let unverified = false;

  const toast = (message: string) => interfaceVm.dispatch({ type: 'accountNotification/show', message });
  const banner = (code: string) => {
    const { title = '', message } = describeError({ code });
    interfaceVm.dispatch({ type: 'errorNotification/show', title, message });
  };

  function cancelRefresh() {
    if (refreshTimer !== null) timers.clearTimeout(refreshTimer);
    refreshTimer = null;
  }

  function becomeSignedIn(s: SsoSession) {
    const wasSignedIn = session !== null;
    session = s;
    const user = userFromIdentity(s.identity);
    state.user = { ...user, profileImageKey: '' };
    state.status = 'signed-in';
    state.errorCode = null;
    // setting user data clears the login prompt message (site-shell §4)
    if (interfaceVm.state.loginPrompt.message) interfaceVm.dispatch({ type: 'loginPrompt/close' });
    schedule(s, clock.now());
    if (!wasSignedIn) void connect();
  }

  function becomeSignedOut(error: AuthError | null) {
    // only leaving a session invalidates answers in flight; a restore that finds nothing
    // must not drop a sign-in another tab announced meanwhile
    if (session) epoch++;
    session = null;
    cancelRefresh();
    state.status = 'signed-out';
    state.user = null;
    state.entitlements = [];
    state.errorCode = error?.code ?? null;
  }

  async function connect() {
    const at = epoch;
    const r = await connectVideo();
    if (at !== epoch || !session) return;
    if (r.ok) {
      unverified = false;
      state.entitlements = r.value;
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
    state.entitlements = [];
    banner(r.error.code);
  }

  function schedule(s: SsoSession, receivedAtMs: number) {
    cancelRefresh();
    if (!active) return;
    const delay = refreshDelayMs({
      receivedAtMs,
      accessExpiresMs: utcMs(s.identity.access_token_expires_utc) ?? receivedAtMs,
      refreshExpiresMs: utcMs(s.identity.refresh_token_expires_utc) ?? receivedAtMs,
    }, clock.now());
    if (delay === null) {
      failedOut({ code: 'AUTH.REFRESH_FAILED' });
      return;
    }
    refreshTimer = timers.setTimeout(() => void runRefresh(), delay);
  }

  async function runRefresh() {
    refreshTimer = null;
    const current = session;
    if (!current) return;
    const at = epoch;
    const r = await refresh({ knownAccessExpiresUtc: current.identity.access_token_expires_utc });
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
    if (r.error.code === 'AUTH.UNAVAILABLE') {
      const retry = retryDelayMs(utcMs(current.identity.access_token_expires_utc) ?? 0, clock.now());
      if (retry !== null) {
        refreshTimer = timers.setTimeout(() => void runRefresh(), retry);
        return;
      }
      // the access token is about to die and the SSO is still down: sign out cleanly
      failedOut({ code: 'AUTH.REFRESH_FAILED' });
      return;
    }
    if (r.error.code === 'AUTH.SESSION_CHANGED') {
      // another tab signed out while this refresh was in flight: it cleared and told everyone
      becomeSignedOut(null);
      return;
    }
    failedOut(r.error);
    if (r.error.code === 'AUTH.REFRESH_INVALID_REQUEST') banner(r.error.code);
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
    if (outcome.notice === 'logged-in' && outcome.session) toast(site.texts.loggedIn);
    if (outcome.notice === 'logged-out') toast(site.texts.loggedOut);
  }

  function onOtherTab(event: 'signed-in' | 'signed-out' | 'refreshed') {
    if (event === 'signed-out' && session) {
      void signOut({ fromOtherTab: true });
      becomeSignedOut(null);
      toast(site.texts.loggedOut);
    } else if (event === 'signed-in' && !session) {
      const at = epoch;
      void restore().then((outcome) => {
        if (at === epoch && active && outcome.session) { unverified = !!outcome.fromCookies; becomeSignedIn(outcome.session); }
      });
    }
  }

  return {
    state,
    stream,
    get links() {
      return typeof deps.links === 'function' ? deps.links() : deps.links;
    },
    start() {
      active = true;
      if (!restoring) {
        if (returnUrl.read().tokenPayload !== undefined) state.status = 'signing-in';
        restoring = restore();
      }
      const at = epoch;
      let disposed = false;
      void restoring.then((outcome) => {
        if (disposed || at !== epoch) return;
        apply(outcome);
        if (outcome.notice === 'logged-in') signal.publish('signed-in');
      });
      // a later start() after a dispose (StrictMode) re-arms the timer for the current session
      if (session) schedule(session, clock.now());
      const unsubscribe = signal.subscribe(onOtherTab);
      return () => {
        disposed = true;
        active = false;
        unsubscribe();
        cancelRefresh();
      };
    },
    async logout() {
      becomeSignedOut(null);
      // the cookies are cleared synchronously inside signOut; ending the SSO session may
      // take a while (or time out) and must not hold up the toast or the panel
      const ending = signOut();
      toast(site.texts.loggedOut);
      timers.setTimeout(() => interfaceVm.dispatch({ type: 'account/close' }), site.timings.logoutPanelCloseMs);
      await ending;
    },
    async refreshEntitlements() {
      if (session) await connect();
    },
  };
}
