import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../ports/clock.port';
import type { AuthPort } from '../ports/auth.port';
import { isOutage, type AuthError, type SsoSession } from './auth-types';
import { isIdentityFresh } from './session-validity';

export type SignIn = (tokenPayload: string) => Promise<Result<SsoSession, AuthError>>;

const unable: Result<never, AuthError> = err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });

/**
 * Sign in from the tokenpayload the portal returned (on the site server, where the tokens
 * stay). The payload must decode, validate and still be fresh; then the SSO must accept
 * its refresh token. The payload is obfuscated, not signed: anyone can forge one that
 * decodes, and only the SSO knows whether its tokens are real, so a payload it refuses
 * is no sign-in (one clear outcome, never 'Logged In' first). Spending the refresh token
 * also rotates it: the one that travelled in an address is dead before any page loads.
 * An SSO outage refuses nothing: a fresh, well-formed payload keeps its own tokens and
 * the page's first refresh tries the SSO again.
 */
export const makeSignIn =
  ({ auth, clock }: { auth: AuthPort; clock: Clock }): SignIn =>
  async (tokenPayload) => {
    const decoded = auth.fromTokenPayload(tokenPayload);
    if (!decoded.ok || !isIdentityFresh(decoded.value.identity, clock.now())) return unable;
    const proved = await auth.refresh(decoded.value.identity.refreshToken);
    if (!proved.ok) return isOutage(proved.error) ? decoded : unable;
    const same =
      proved.value.sessionId === decoded.value.sessionId &&
      proved.value.identity.claims.sub === decoded.value.identity.claims.sub;
    return same && isIdentityFresh(proved.value.identity, clock.now()) ? ok(proved.value) : unable;
  };
