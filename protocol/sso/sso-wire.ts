/**
 * The SSO service's JSON and query contract (SSO-1 to SSO-4), shared by the stand-in
 * portal and the site's HTTP adapter. Documented for humans in stand-in/sso/README.md.
 */
import type { TokenPayload } from './token-payload';

/** query parameters the portal adds to the site's redirect_uri */
export const ssoReturnParams = {
  tokenPayload: 'tokenpayload',
  loginSuccess: 'loginSuccess',
  logoutSuccess: 'logoutSuccess',
  /** a refused sign-in from the site's own form: which refusal (an SsoLoginErrorCode), never its text */
  loginError: 'loginError',
  /** inactive code-exchange provider */
  code: 'code',
} as const;

/**
 * The field the site's own login form (the account panel) posts with the credentials: a refused
 * sign-in then goes back to redirect_uri with loginError=<code> instead of the portal's own page,
 * and the site asks the SSO for that refusal's message (GET /login-errors/{code}), so the panel
 * shows the service's own words (ACCOUNT-4) and no text ever travels in an address.
 */
export const SSO_RETURN_ERRORS_FIELD = 'return_errors';

/** the refusals the portal can send back to the site */
export const ssoLoginErrorCodes = ['invalid_credentials'] as const;
export type SsoLoginErrorCode = (typeof ssoLoginErrorCodes)[number];

/** the portal's own words for each refusal (the stand-in's portal and the in-memory SSO say the same) */
export const ssoLoginErrorMessages: Readonly<Record<SsoLoginErrorCode, string>> = {
  invalid_credentials: 'The email address or password you entered is incorrect.',
};

/** the portal's words for a refusal code, or undefined for a code it does not know */
export const ssoLoginErrorMessage = (code: string): string | undefined =>
  (ssoLoginErrorCodes as readonly string[]).includes(code)
    ? ssoLoginErrorMessages[code as SsoLoginErrorCode]
    : undefined;

/** GET /login-errors/{code}: the portal's own message for a refusal (404 for a code it does not know) */
export interface SsoLoginErrorWire {
  readonly message: string;
}

/** paths under the SSO base address */
export const ssoPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  logout: '/logout',
  social: (provider: SsoSocialProvider) => `/social/${provider}`,
  session: '/session',
  sessionEnd: '/session/end',
  refresh: '/refresh',
  auth: '/auth',
  loginError: (code: string) => `/login-errors/${encodeURIComponent(code)}`,
} as const;

export type SsoSocialProvider = 'facebook' | 'google' | 'apple';
export const ssoSocialProviders: readonly SsoSocialProvider[] = ['facebook', 'google', 'apple'];

/** what the session and refresh endpoints put in `response`: the same fields the tokenpayload carries */
export type SsoTokenResponse = TokenPayload;

/** GET /session?sessionId=..&user_agent_pass=true and GET /refresh?refresh_token=..&user_agent_pass=true */
export interface SsoEnvelope<T> {
  readonly success: boolean;
  /** 'ok' on success; on failure a machine word such as 'invalid_request' or 'no_session' */
  readonly message: string;
  readonly response: T | null;
}

export type SsoSessionResponse = SsoEnvelope<SsoTokenResponse>;
export type SsoRefreshResponse = SsoEnvelope<SsoTokenResponse>;

/** the refresh endpoint's failure word for an unknown, expired, revoked or reused token */
export const SSO_INVALID_REQUEST = 'invalid_request';
/** the session endpoint's failure word for an unknown or ended session */
export const SSO_NO_SESSION = 'no_session';

/** GET /auth?code=..&redirect_uri=.. (the inactive alternate provider) */
export type SsoAuthResponse = SsoEnvelope<{
  readonly FirstName: string;
  readonly LastName: string;
  readonly access_token: string;
  readonly access_token_expires_utc: string;
  readonly sub: string;
}>;
