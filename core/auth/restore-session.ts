import type { Clock } from '../ports/clock.port';
import type { AuthError, AuthPortError, SsoSession } from './auth-types';
import type { AuthPort, AuthReturnUrl, TokenStore } from '../ports/auth.port';
import type { SignIn } from './sign-in';
import type { RefreshSession } from './refresh-session';
import { canRefresh, isIdentityFresh, sessionFromStore } from './session-validity';

export type AuthNotice = 'logged-in' | 'logged-out';

export interface RestoreOutcome {
  /** null: signed out, and the token store is empty */
  readonly session: SsoSession | null;
  /** the toast to show ('Logged In' / 'Logged Out'), if any */
  readonly notice: AuthNotice | null;
  /** the catalogued reason the visitor is signed out, if something failed */
  readonly error: AuthError | null;
  /**
   * true when the session came from the access cookie alone, with no server call:
   * nothing has vouched for it yet (a hand-edited cookie looks just like a real one)
   */
  readonly fromCookies?: boolean;
}

export type RestoreSession = () => Promise<RestoreOutcome>;

/**
 * Restore the session on load (site-shell §4), in this order:
 * 1. logoutSuccess=true: clear, 'Logged Out'.
 * 2. a tokenpayload in the URL: sign in with it ('Logged In' when loginSuccess=true).
 * 3. no user-session cookie: signed out (stray token cookies are cleared too).
 * 4. the access cookie, if present and valid;
 * 5. else a refresh call, if there is a refresh cookie;
 * 6. else a session start call with the session id.
 * Any failure clears the cookies and leaves the visitor signed out. The return
 * parameters are removed from the address first, whatever happens next.
 * loginSuccess=true without a payload "re-checks the session": steps 3..6, and
 * 'Logged In' only if that finds one.
 */
export const makeRestoreSession = (deps: {
  auth: AuthPort; tokens: TokenStore; returnUrl: AuthReturnUrl; clock: Clock; signIn: SignIn; refresh: RefreshSession;
}): RestoreSession => async () => {
  const { auth, tokens, returnUrl, clock, signIn, refresh } = deps;
  const params = returnUrl.read();
  if (params.tokenPayload !== undefined || params.loginSuccess || params.logoutSuccess) returnUrl.clean();

  if (params.logoutSuccess) {
    tokens.clear();
    return { session: null, notice: 'logged-out', error: null };
  }
  if (params.tokenPayload !== undefined) {
    const signedIn = signIn(params.tokenPayload);
    return signedIn.ok
      ? { session: signedIn.value, notice: 'logged-in', error: null }
      : { session: null, notice: null, error: signedIn.error };
  }

  const checked = await checkStored();
  return { ...checked, notice: params.loginSuccess && checked.session ? 'logged-in' : null };

  async function checkStored(): Promise<Omit<RestoreOutcome, 'notice'>> {
    const stored = tokens.read();
    if (!stored.sessionId) {
      tokens.clear();
      return { session: null, error: null };
    }
    const current = sessionFromStore(stored, clock.now());
    if (current) return { session: current, error: null, fromCookies: true };
    if (canRefresh(stored, clock.now())) {
      const refreshed = await refresh();
      if (refreshed.ok) return { session: refreshed.value, error: null };
      if (refreshed.error.code === 'AUTH.SESSION_CHANGED') return { session: null, error: null };
      return fail(refreshed.error, 'AUTH.REFRESH_FAILED');
    }
    const sessionId = stored.sessionId;
    const started = await auth.startSession(sessionId);
    // another tab signed in or out meanwhile: what the cookies hold now wins
    if (tokens.read().sessionId !== sessionId) return { session: sessionFromStore(tokens.read(), clock.now()), error: null };
    if (!started.ok) return fail(started.error, 'AUTH.SESSION_ERROR');
    if (started.value.sessionId !== sessionId || !isIdentityFresh(started.value.identity, clock.now())) {
      return fail({ code: 'AUTH.SESSION_ERROR' }, 'AUTH.SESSION_ERROR');
    }
    tokens.write(started.value);
    return { session: started.value, error: null };
  }

  function fail(error: AuthPortError, whenUnavailable: AuthError['code']): Omit<RestoreOutcome, 'notice'> {
    tokens.clear();
    return { session: null, error: error.code === 'AUTH.UNAVAILABLE' ? { code: whenUnavailable } as AuthError : error };
  }
};
