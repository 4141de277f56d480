/**
 * The login portal's addresses for the account panel (structurally the AccountLinks
 * of ui/account/account-vm-types.ts, which adapters may not import). The redirect is
 * the page the fan is on, so signing in brings them back to it; it must be on the
 * site's own origin or the portal refuses it: the app builds it with the shared rule
 * (protocol/return-address/site-return-address.ts, portalReturnAddress).
 */
import { siteSignInHref, type SiteSignInPage } from '@protocol/site-session/site-session-wire';
import { SSO_RETURN_ERRORS_FIELD, ssoPaths, type SsoSocialProvider } from '@protocol/sso/sso-wire';

export interface PortalLinks {
  readonly login: string;
  readonly register: string;
  readonly forgotPassword: string;
  readonly manageAccount: string;
  readonly subscriptions?: string;
  readonly social: Readonly<Record<SsoSocialProvider, string>>;
  readonly loginFormAction: string;
  readonly redirectUri: string;
  readonly loginFormFields: Readonly<Record<string, string>>;
}

export function portalLinks(ssoBaseUrl: string, redirectUri: string, subscriptionsUrl?: string): PortalLinks {
  const base = ssoBaseUrl.replace(/\/+$/, '');
  const to = (path: string) => `${base}${path}?redirect_uri=${encodeURIComponent(redirectUri)}`;
  return {
    login: to(ssoPaths.login),
    register: to(ssoPaths.register),
    forgotPassword: to(ssoPaths.forgotPassword),
    manageAccount: to(ssoPaths.profile),
    ...(subscriptionsUrl ? { subscriptions: subscriptionsUrl } : {}),
    social: {
      facebook: to(ssoPaths.social('facebook')),
      google: to(ssoPaths.social('google')),
      apple: to(ssoPaths.social('apple')),
    },
    loginFormAction: `${base}${ssoPaths.login}`,
    redirectUri,
    // a refusal comes back to the panel, which shows the portal's words (ACCOUNT-4)
    loginFormFields: { [SSO_RETURN_ERRORS_FIELD]: 'true' },
  };
}

/**
 * The same links when the site server starts each sign-in (protocol/site-session: a one-time
 * state ties the portal's return to this browser): every portal page is reached through the
 * site's /auth/sign-in, which sends the browser on with a return address carrying the state.
 * The panel's own form still posts to the portal; its return address (`redirectUri`, without
 * a state here) is asked of the site server when the form is sent.
 */
export function siteSignInLinks(
  siteOrigin: string,
  returnPath: string,
  ssoBaseUrl: string,
  subscriptionsUrl?: string,
): PortalLinks {
  const start = (page: SiteSignInPage) => siteSignInHref(siteOrigin, page, returnPath);
  return {
    login: start('login'),
    register: start('register'),
    forgotPassword: start('forgot-password'),
    manageAccount: start('profile'),
    ...(subscriptionsUrl ? { subscriptions: subscriptionsUrl } : {}),
    social: { facebook: start('facebook'), google: start('google'), apple: start('apple') },
    loginFormAction: `${ssoBaseUrl.replace(/\/+$/, '')}${ssoPaths.login}`,
    redirectUri: `${siteOrigin.replace(/\/+$/, '')}${returnPath}`,
    loginFormFields: { [SSO_RETURN_ERRORS_FIELD]: 'true' },
  };
}
