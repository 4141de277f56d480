/** User and single sign-on identity (site-shell §3): what the session manager holds and the account view model shows. */
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
  | { readonly code: 'AUTH.NO_SESSION' };

/**
 * The SSO service could not be reached or answered nonsense (network error, timeout,
 * 5xx, malformed JSON). Use cases never show it: a background refresh retries, and
 * a sign-in step maps it to the catalogued sign-in failure of that step.
 */
export type AuthUnavailable = { readonly code: 'AUTH.UNAVAILABLE' };

/** What an AuthPort call can fail with. */
export type AuthPortError = AuthError | AuthUnavailable;

/**
 * The cookies changed under a call in flight (another tab signed out, or in as
 * someone else): the answer was dropped. Never shown; the tab follows the cookies.
 */
export type AuthSessionChanged = { readonly code: 'AUTH.SESSION_CHANGED' };

/** A signed-in session: the identity plus the SSO session id kept in the user-session cookie. */
export interface SsoSession {
  readonly sessionId: string;
  readonly identity: SsoIdentity;
}

/** The user a session represents (site-shell §3 user state, minus entitlements and sessionID). */
export interface SignedInUser {
  readonly displayName: string;
  readonly ssoID: string;
  readonly forename: string;
  readonly surname: string;
}

/** Display name from the claims: given name (or forename) and surname, else the subject. */
export function userFromIdentity(identity: SsoIdentity): SignedInUser {
  const { forename, surname, sub, given_name } = identity.claims;
  const first = (given_name || forename).trim();
  const displayName = [first, surname.trim()].filter(Boolean).join(' ') || sub;
  return { displayName, ssoID: sub, forename: first, surname: surname.trim() };
}
