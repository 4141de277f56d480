import type { Observable } from 'rxjs';
import type { Result } from '../shared/result';
import type { AccessGrant, AuthPortError, SsoSession } from '../auth/auth-types';

/**
 * The single sign-on provider (ACCOUNT-8, SSO-1 to SSO-4), as the site server uses it: the tokens
 * it answers with stay on the server. Refusals (invalid_request, no session, 401) are
 * AuthErrors; anything else that goes wrong is AUTH.UNAVAILABLE.
 */
export interface AuthPort {
  /** decode the obfuscated tokenpayload the portal appended to the redirect; anything that does not decode and validate is an error */
  fromTokenPayload(tokenPayload: string): Result<SsoSession, AuthPortError>;
  /** GET session endpoint with the session id and user_agent_pass=true */
  startSession(sessionId: string): Promise<Result<SsoSession, AuthPortError>>;
  /** GET refresh endpoint with refresh_token and user_agent_pass=true; rotates both tokens */
  refresh(refreshToken: string): Promise<Result<SsoSession, AuthPortError>>;
  /** ends the SSO session so its tokens stop working (sign-out); best effort */
  endSession(sessionId: string): Promise<Result<void, AuthPortError>>;
  /**
   * the portal's own message for a sign-in it refused and sent back to the site (loginError=code,
   * ACCOUNT-4); a code the SSO does not know is AUTH.UNABLE_TO_SIGN_IN
   */
  loginErrorMessage(code: string): Promise<Result<string, AuthPortError>>;
  /** the login portal's addresses; redirectUri must be the site's own origin */
  loginUrl(redirectUri: string): string;
  registerUrl(redirectUri: string): string;
  logoutUrl(redirectUri: string): string;
}

/**
 * The fan's session as the site keeps it (the browser's side). The refresh token and the
 * session id never reach the page: the site server holds them in HttpOnly cookies and
 * hands out short-lived access tokens, which the browser keeps in memory only. Errors
 * tell refusal from outage: an AuthError means the session is over (the site server has
 * already forgotten it); AUTH.UNAVAILABLE means no answer (keep everything, try again).
 */
export interface SessionPort {
  /** whether the site holds a session for this browser, without a call (a guest's page asks nothing) */
  hasSession(): boolean;
  /** a fresh access token from the session's refresh token (which rotates where it is kept) */
  refresh(): Promise<Result<AccessGrant, AuthPortError>>;
  /** forget the session: the refresh token and session id cleared, the SSO session ended; best effort */
  signOut(): Promise<Result<void, AuthPortError>>;
}

/** What another tab did; sign-out in one tab signs out every tab. */
export type SessionSignalEvent = 'signed-in' | 'signed-out' | 'refreshed';

/** A cross-tab signal (BroadcastChannel with a storage-event fallback in the browser). */
export interface SessionSignal {
  publish(event: SessionSignalEvent): void;
  /** what the other tabs publish (never this tab's own); hot: listening starts on subscribe */
  readonly events$: Observable<SessionSignalEvent>;
}

/**
 * What the page learns when the fan comes back from the portal. The tokenpayload itself
 * never reaches the page: the site server spends it and answers with the clean address,
 * leaving loginSuccess, or a one-shot notice when the payload did not validate.
 */
export interface AuthReturnParams {
  readonly loginSuccess: boolean;
  readonly logoutSuccess: boolean;
  /** the portal's return did not validate: the catalogued sign-in failure, shown once */
  readonly signInFailed: boolean;
  /** the portal refused the credentials typed in the account panel: its own words, shown once (ACCOUNT-4) */
  readonly signInRefused?: string;
  /** a return this browser did not start was refused and the fan's session kept: said once */
  readonly signInNotStarted?: boolean;
}

/** Reads the return parameters once and removes them (history.replaceState and the notice cookie in the browser). */
export interface AuthReturnUrl {
  read(): AuthReturnParams;
  clean(): void;
}

/**
 * The spec's inactive providers (ACCOUNT-9): a code query-parameter exchange, an
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
