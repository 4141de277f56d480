import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../ports/clock.port';
import type { AuthError, SsoSession } from './auth-types';
import type { AuthPort, TokenStore } from '../ports/auth.port';
import { isIdentityFresh } from './session-validity';

export type SignIn = (tokenPayload: string) => Result<SsoSession, AuthError>;

/**
 * Sign in: establish the session from the tokenpayload the portal returned. A payload
 * that does not decode, validate, or is already expired is no login, and leaves no
 * token behind (a stale cookie from an earlier session must not survive a failed sign-in).
 */
export const makeSignIn = ({ auth, tokens, clock }: { auth: AuthPort; tokens: TokenStore; clock: Clock }): SignIn =>
  (tokenPayload) => {
    const decoded = auth.fromTokenPayload(tokenPayload);
    if (!decoded.ok || !isIdentityFresh(decoded.value.identity, clock.now())) {
      tokens.clear();
      return err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
    }
    tokens.write(decoded.value);
    return ok(decoded.value);
  };
