import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../ports/clock.port';
import type { AuthPort } from '../ports/auth.port';
import type { AuthError, AuthPortError, HeldSession, SsoSession } from './auth-types';
import { isIdentityFresh } from './session-validity';

export type RenewSession = (held: HeldSession) => Promise<Result<SsoSession, AuthPortError>>;

/**
 * New tokens for the session the site server holds (ACCOUNT-8: a refresh call,
 * else a session start call): the refresh token when there is one, else the
 * session id. What comes back must belong to the same session and be fresh, or it is
 * no session. The caller tells the two failures apart: an AuthError ends the session
 * (its cookies are cleared); AUTH.UNAVAILABLE keeps everything for a later try.
 */
export const makeRenewSession = ({ auth, clock }: { auth: AuthPort; clock: Clock }): RenewSession => {
  // Two tabs of one browser refreshing at the same moment send the same refresh token; the
  // SSO would rotate it twice and whichever answer the browser keeps last could hold a
  // token it no longer accepts. One call per held session at a time: both get its answer.
  const inFlight = new Map<string, Promise<Result<SsoSession, AuthPortError>>>();
  return (held) => {
    const key = `${held.sessionId ?? ''}\u0000${held.refreshToken ?? ''}`;
    const running = inFlight.get(key);
    if (running) return running;
    const call = renew(held).finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  };

  async function renew({ sessionId, refreshToken }: HeldSession): Promise<Result<SsoSession, AuthPortError>> {
    if (!sessionId) return err({ code: 'AUTH.NO_SESSION' });
    const fromRefresh = !!refreshToken;
    const answer = refreshToken ? await auth.refresh(refreshToken) : await auth.startSession(sessionId);
    const refused: AuthError = fromRefresh ? { code: 'AUTH.REFRESH_FAILED' } : { code: 'AUTH.SESSION_ERROR' };
    if (!answer.ok) {
      // the session endpoint's "no session" is the spec's session error; the refresh endpoint's refusals pass as they are
      return answer.error.code === 'AUTH.NO_SESSION' && !fromRefresh ? err(refused) : answer;
    }
    return answer.value.sessionId === sessionId && isIdentityFresh(answer.value.identity, clock.now())
      ? ok(answer.value)
      : err(refused);
  }
};
