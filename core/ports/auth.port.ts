import type { Observable } from 'rxjs';
import type { Result } from '../shared/result';
import type { AuthPortError, SsoClaims, SsoSession } from '../auth/auth-types';

/** The single sign-on provider (site-shell §4, §7). */
export interface AuthPort {
  /** decode the obfuscated tokenpayload the portal appended to the redirect; anything that does not decode and validate is an error */
  fromTokenPayload(tokenPayload: string): Result<SsoSession, AuthPortError>;
  /** GET session endpoint with the session id and user_agent_pass=true */
  startSession(sessionId: string): Promise<Result<SsoSession, AuthPortError>>;
  /** GET refresh endpoint with refresh_token and user_agent_pass=true; rotates both tokens */
  refresh(refreshToken: string): Promise<Result<SsoSession, AuthPortError>>;
  /** ends the SSO session so its tokens stop working (sign-out); best effort */
  endSession(sessionId: string): Promise<Result<void, AuthPortError>>;
  /** the login portal's addresses; redirectUri must be the site's own origin */
  loginUrl(redirectUri: string): string;
  registerUrl(redirectUri: string): string;
  logoutUrl(redirectUri: string): string;
}

/** What the token store holds: every field is optional because cookies expire one by one or are tampered with. */
export interface StoredTokens {
  /** the user-session cookie: without it the visitor is signed out */
  readonly sessionId?: string;
  readonly accessToken?: string;
  /** ISO 8601 UTC */
  readonly accessExpiresUtc?: string;
  readonly refreshToken?: string;
  readonly refreshExpiresUtc?: string;
  readonly claims?: SsoClaims;
}

/** Where tokens live between loads (cookies in the browser adapter). Never throws. */
export interface TokenStore {
  read(): StoredTokens;
  write(session: SsoSession): void;
  clear(): void;
}

/** What another tab did; sign-out in one tab signs out every tab. */
export type SessionSignalEvent = 'signed-in' | 'signed-out' | 'refreshed';

/** A cross-tab signal (BroadcastChannel with a storage-event fallback in the browser). */
export interface SessionSignal {
  publish(event: SessionSignalEvent): void;
  /** what the other tabs publish (never this tab's own); hot: listening starts on subscribe */
  readonly events$: Observable<SessionSignalEvent>;
}

/** The provider's answer in the page address after a redirect back from the portal. */
export interface AuthReturnParams {
  readonly tokenPayload?: string;
  readonly loginSuccess: boolean;
  readonly logoutSuccess: boolean;
}

/** Reads the return parameters and removes them from the address (history.replaceState in the browser). */
export interface AuthReturnUrl {
  read(): AuthReturnParams;
  clean(): void;
}

/**
 * The spec's inactive providers (site-shell §4): a code query-parameter exchange, an
 * identity-pool session, a stream session. Each establishes who the visitor is from
 * something other than a tokenpayload. They exist, pass their contract, and are not
 * wired by default: the active flow is the tokenpayload one above.
 */
export type AlternateProviderKind = 'code-exchange' | 'identity-pool' | 'stream-session';

export interface AlternateIdentity {
  readonly firstName: string;
  readonly sub: string;
  /** ISO 8601 UTC */
  readonly access_token_expires_utc: string;
}

export interface AlternateAuthProvider {
  readonly kind: AlternateProviderKind;
  /** code-exchange: the code; identity-pool: the SSO session id; stream-session: an access token */
  establish(credential: string): Promise<Result<AlternateIdentity, AuthPortError>>;
}
