/**
 * The login portal's addresses for the account panel (structurally the AccountLinks
 * of ui/account/account-vm-types.ts, which adapters may not import). The redirect is
 * the page the fan is on, so signing in brings them back to it; it must be on the
 * site's own origin or the portal refuses it.
 */
import { ssoPaths, type SsoSocialProvider } from '@protocol/sso/sso-wire';

export interface PortalLinks {
  readonly login: string;
  readonly register: string;
  readonly forgotPassword: string;
  readonly manageAccount: string;
  readonly subscriptions?: string;
  readonly social: Readonly<Record<SsoSocialProvider, string>>;
  readonly loginFormAction: string;
  readonly redirectUri: string;
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
    social: { facebook: to(ssoPaths.social('facebook')), google: to(ssoPaths.social('google')), apple: to(ssoPaths.social('apple')) },
    loginFormAction: `${base}${ssoPaths.login}`,
    redirectUri,
  };
}

/**
 * The redirect for the current page, without the SSO's own return parameters (a fan
 * who signs in twice must not carry an old tokenpayload back).
 */
export function currentPageRedirect(siteOrigin: string, loc: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  // set the parts, never parse the path as a URL: '//evil.example/x' would become another host
  const url = new URL(siteOrigin);
  url.pathname = `/${loc.pathname.replace(/^[/\\]+/, '')}`;
  url.search = loc.search;
  for (const p of ['tokenpayload', 'loginSuccess', 'logoutSuccess']) url.searchParams.delete(p);
  return url.toString();
}
