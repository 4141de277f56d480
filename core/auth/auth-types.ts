/** User and single sign-on identity (site-shell §3). Filled in by the accounts issue. */
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
