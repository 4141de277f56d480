/**
 * The login portal's addresses for the account panel (structurally the AccountLinks
 * of ui/account/account-vm-types.ts, which adapters may not import). The redirect is
 * the page the fan is on, so signing in brings them back to it; it must be on the
 * site's own origin or the portal refuses it: the app builds it with the shared rule
 * (protocol/return-address/site-return-address.ts, portalReturnAddress).
 */
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
