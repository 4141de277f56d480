import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../ports/clock.port';
import type { AuthPortError, AuthSessionChanged, SsoSession } from './auth-types';
import type { AuthPort, TokenStore } from '../ports/auth.port';
import { canRefresh, isIdentityFresh, sessionFromStore, utcMs } from './session-validity';

export type RefreshSession = (options?: { readonly knownAccessExpiresUtc?: string }) => Promise<Result<SsoSession, AuthPortError | AuthSessionChanged>>;

/**
 * Refresh the session with the refresh cookie (tokens rotate).
 *
 * - Another tab may have refreshed already (the cookies are shared): when the stored
 *   access token expires later than the one this tab knows, adopt it without a call,
 *   instead of spending an already-rotated refresh token.
 * - A definitive refusal (invalid_request, no session) clears the tokens.
 * - 'AUTH.UNAVAILABLE' (network, 5xx, nonsense) leaves them: the caller may retry while
 *   the access token lasts.
 * - If the session was signed out (or replaced) while the call was in flight, the answer
 *   is dropped rather than written back: sign-out always wins ('AUTH.SESSION_CHANGED',
 *   and the cookies are not touched: they belong to whoever changed them).
 */
export const makeRefreshSession = ({ auth, tokens, clock }: { auth: AuthPort; tokens: TokenStore; clock: Clock }): RefreshSession =>
  async (options = {}) => {
    const stored = tokens.read();
    const sessionId = stored.sessionId;
    if (!sessionId) {
      tokens.clear();
      return err({ code: 'AUTH.NO_SESSION' });
    }
    const current = sessionFromStore(stored, clock.now());
    const known = utcMs(options.knownAccessExpiresUtc);
    const storedExpiry = utcMs(stored.accessExpiresUtc);
    if (current && known !== null && storedExpiry !== null && storedExpiry > known) return ok(current);
    if (!canRefresh(stored, clock.now())) {
      tokens.clear();
      return err({ code: 'AUTH.REFRESH_FAILED' });
    }
    const answer = await auth.refresh(stored.refreshToken);
    if (tokens.read().sessionId !== sessionId) {
      // signed out, or another tab signed in as someone else, while the call was in flight:
      // the answer is dropped and the cookies are left to whoever changed them
      const now = sessionFromStore(tokens.read(), clock.now());
      return now ? ok(now) : err({ code: 'AUTH.SESSION_CHANGED' });
    }
    if (!answer.ok) {
      if (answer.error.code !== 'AUTH.UNAVAILABLE') tokens.clear();
      return answer;
    }
    if (answer.value.sessionId !== sessionId || !isIdentityFresh(answer.value.identity, clock.now())) {
      tokens.clear();
      return err({ code: 'AUTH.REFRESH_FAILED' });
    }
    tokens.write(answer.value);
    return ok(answer.value);
  };
