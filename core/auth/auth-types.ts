/** User and single sign-on identity (ACCOUNT-1): what the session manager holds and the account view model shows. */
export interface UserState {
  readonly loggedIn: boolean;
  readonly userDisplayName: string;
  readonly ssoID: string;
  readonly entitlements: readonly string[];
  /** random integer 1..1,000,000, for analytics */
  readonly sessionID: number;
}

export interface SsoClaims {
  readonly forename: string;
  readonly surname: string;
  readonly sub: string;
  readonly given_name: string;
}

export interface SsoIdentity {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** ISO 8601 UTC */
  readonly access_token_expires_utc: string;
  readonly refresh_token_expires_utc: string;
  readonly claims: SsoClaims;
}

export type AuthError =
  | { readonly code: 'AUTH.UNABLE_TO_SIGN_IN' }
  | { readonly code: 'AUTH.NO_USER' }
  | { readonly code: 'AUTH.REFRESH_FAILED' }
  | { readonly code: 'AUTH.REFRESH_INVALID_REQUEST' }
  | { readonly code: 'AUTH.SESSION_ERROR' }
  | { readonly code: 'AUTH.NO_SESSION' }
  /** the portal refused the credentials; `message` is its own words (ACCOUNT-4) */
  | { readonly code: 'AUTH.SIGN_IN_REFUSED'; readonly message: string };

/**
 * The SSO service (or the site server in front of it) could not be reached or answered
 * nonsense (network error, timeout, 5xx, malformed JSON): an outage, never a refusal.
 * An outage ends no session: every token is kept and the call is tried again with
 * back-off (outage-retry.ts) while the fan is told the account service is having
 * trouble. Only an AuthError (the SSO said the session is invalid) signs a fan out.
 */
export type AuthUnavailable = { readonly code: 'AUTH.UNAVAILABLE' };

/** true for an outage (try again later), false for an answer that refuses the session */
export const isOutage = (error: { readonly code: string }): error is AuthUnavailable =>
  error.code === 'AUTH.UNAVAILABLE';

/** What an AuthPort call can fail with. */
export type AuthPortError = AuthError | AuthUnavailable;

/** A signed-in session: the identity plus the SSO session id kept in the user-session cookie. */
export interface SsoSession {
  readonly sessionId: string;
  readonly identity: SsoIdentity;
}

/**
 * What the browser holds of a session: a short-lived access token, in memory only. The
 * refresh token and the session id stay with the site server, in HttpOnly cookies that
 * no script can read (an XSS must not be able to mint tokens).
 */
export interface AccessGrant {
  readonly accessToken: string;
  /** ISO 8601 UTC */
  readonly access_token_expires_utc: string;
  readonly refresh_token_expires_utc: string;
  readonly claims: SsoClaims;
}

/** the part of a session the browser may hold */
export const grantOf = ({ identity }: SsoSession): AccessGrant => ({
  accessToken: identity.accessToken,
  access_token_expires_utc: identity.access_token_expires_utc,
  refresh_token_expires_utc: identity.refresh_token_expires_utc,
  claims: identity.claims,
});

/** What the site server's HttpOnly cookies hold between requests; either may be missing or edited. */
export interface HeldSession {
  readonly sessionId?: string;
  readonly refreshToken?: string;
}

/** The user a session represents (ACCOUNT-1's user state, minus entitlements and sessionID). */
export interface SignedInUser {
  readonly displayName: string;
  readonly ssoID: string;
  readonly forename: string;
  readonly surname: string;
}

/** Display name from the claims: given name (or forename) and surname, else the subject. */
export function userFromClaims(claims: SsoClaims): SignedInUser {
  const { forename, surname, sub, given_name } = claims;
  const first = (given_name || forename).trim();
  const displayName = [first, surname.trim()].filter(Boolean).join(' ') || sub;
  return { displayName, ssoID: sub, forename: first, surname: surname.trim() };
}
