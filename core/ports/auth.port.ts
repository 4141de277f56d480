import type { Result } from '../shared/result';
import type { AuthError, SsoIdentity } from '../auth/auth-types';

/** The single sign-on provider. Implemented by the accounts issue. */
export interface AuthPort {
  /** GET session endpoint with the session id and user_agent_pass=true */
  startSession(sessionId: string): Promise<Result<SsoIdentity, AuthError>>;
  /** GET refresh endpoint with refresh_token and user_agent_pass=true */
  refresh(refreshToken: string): Promise<Result<SsoIdentity, AuthError>>;
  /** the login portal's addresses; redirectUri must be the site's own origin */
  loginUrl(redirectUri: string): string;
  registerUrl(redirectUri: string): string;
  logoutUrl(redirectUri: string): string;
}

/** Where tokens live between loads (cookies in the browser adapter). */
export interface TokenStore {
  read(): { readonly sessionId?: string; readonly accessToken?: string; readonly refreshToken?: string; readonly accessExpiresUtc?: string; readonly refreshExpiresUtc?: string };
  write(identity: SsoIdentity): void;
  clear(): void;
}
