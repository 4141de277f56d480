/**
 * The stand-in stream payments service (mount it under /stream, next to the session and
 * media services): the package list and a checkout page per package. See README.md here.
 *
 * The checkout knows the fan by the SSO portal's sign-in cookie (uzfc_sso_portal, path /,
 * SameSite=Lax): the stand-in serves /sso and /stream on one origin, and Lax keeps the
 * cookie off cross-site POSTs, so another site cannot make a fan pay. Paying adds the
 * package's entitlement to the account (kept alongside what the fan already holds) and
 * sends the browser to redirect_uri with ?purchase=success. redirect_uri follows the
 * SSO's redirect policy: the site's origin only.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  PURCHASE_RETURN_PARAM,
  PURCHASE_SUCCESS,
  streamPackagePaths,
  type SubscriptionPackageListResponse,
} from '@protocol/stream/packages-wire';
import type { AccountStore } from '../../sso/account-store';
import { messagePage } from '../../sso/portal-pages';
import { checkRedirectUri, siteOriginsFrom } from '../../sso/redirect-policy';
import { PORTAL_COOKIE } from '../../sso/sso-service';
import { pageSecurityHeaders } from '../../sso/page-security';
import { createCsrfTokens, crossOriginReason, CSRF_FIELD } from './checkout-guard';
import { checkoutPage, paidPage, signInFirstPage } from './checkout-pages';
import { findPackage, packageCatalogue } from './package-catalogue';

export interface StreamPackagesOptions {
  readonly accounts: Pick<AccountStore, 'portalUser' | 'grantEntitlements'>;
  /** the site's origins, where redirect_uri may point; default as the portal's (STAND_IN_SITE_ORIGIN, else :8080) */
  readonly allowedOrigins?: readonly string[];
  /** where the SSO portal's sign-in page is, on this origin (default /sso/login) */
  readonly ssoLoginPath?: string;
  /** the CSRF tokens' HMAC key; default a random one per start */
  readonly csrfSecret?: Uint8Array;
}

export function createStreamPackagesService(options: StreamPackagesOptions): Hono {
  const { accounts } = options;
  const siteOrigins = siteOriginsFrom(options.allowedOrigins);
  const csrf = createCsrfTokens(options.csrfSecret);
  const app = new Hono();
  // the checkout's pages and its redirect carry a CSRF token, a fan's details and the return address
  app.use('/checkout/*', pageSecurityHeaders(siteOrigins));

  /** the mount point (/stream), read from the request so the service works under any prefix */
  const baseOf = (c: Context, suffix: RegExp) => {
    const url = new URL(c.req.url);
    return `${url.origin}${url.pathname.replace(suffix, '')}`;
  };
  /** undefined when absent, 'bad' when the policy refuses it */
  const redirectOf = (raw: string | undefined): string | undefined | 'bad' => {
    if (raw === undefined || raw === '') return undefined;
    const checked = checkRedirectUri(raw, siteOrigins);
    return checked.ok ? checked.url.toString() : 'bad';
  };
  const refused = (c: Context) =>
    c.html(
      messagePage(
        'Checkout problem',
        'This return address is not allowed. Please return to the UZFC website and try again.',
      ),
      400,
    );
  const unknown = (c: Context) =>
    c.html(
      messagePage(
        'Checkout problem',
        'This package is not on sale. Please return to the UZFC website and choose another.',
      ),
      404,
    );

  app.get(streamPackagePaths.packages, (c) => {
    const redirect = redirectOf(c.req.query('redirect_uri'));
    if (redirect === 'bad') return c.json({ error: 'Bad Request', message: 'redirect_uri is not allowed' }, 400);
    const base = baseOf(c, /\/packages\/?$/);
    const body: SubscriptionPackageListResponse = packageCatalogue.map((p) => ({
      Id: p.id,
      Title: p.title,
      Body: p.body,
      Duration: p.duration,
      AmountFormatted: p.amountFormatted,
      PurchaseUrl: `${base}${streamPackagePaths.checkout(p.id)}${redirect ? `?redirect_uri=${encodeURIComponent(redirect)}` : ''}`,
    }));
    return c.json(body);
  });

  app.get('/checkout/:packageId', (c) => {
    const pkg = findPackage(c.req.param('packageId'));
    if (!pkg) return unknown(c);
    const redirect = redirectOf(c.req.query('redirect_uri'));
    if (redirect === 'bad') return refused(c);
    const here = new URL(c.req.url);
    const portalToken = getCookie(c, PORTAL_COOKIE);
    const portal = accounts.portalUser(portalToken);
    if (!portal || !portalToken) {
      // the portal brings the fan back here (its cookie then set); its tokenpayload is ignored
      const back = `${here.origin}${here.pathname}${redirect ? `?redirect_uri=${encodeURIComponent(redirect)}` : ''}`;
      const loginUrl = `${options.ssoLoginPath ?? '/sso/login'}?redirect_uri=${encodeURIComponent(back)}`;
      return c.html(signInFirstPage({ pkg, loginUrl }), 401);
    }
    return c.html(
      checkoutPage({
        pkg,
        action: here.pathname,
        csrf: csrf.issue(portalToken),
        ...(redirect ? { redirectUri: redirect } : {}),
        fan: portal.user,
      }),
    );
  });

  app.post('/checkout/:packageId', async (c) => {
    const pkg = findPackage(c.req.param('packageId'));
    if (!pkg) return unknown(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const raw = typeof form.redirect_uri === 'string' ? form.redirect_uri : c.req.query('redirect_uri');
    const redirect = redirectOf(raw);
    if (redirect === 'bad') return refused(c);
    const portalToken = getCookie(c, PORTAL_COOKIE);
    const portal = accounts.portalUser(portalToken);
    if (!portal || !portalToken)
      return c.html(messagePage('Checkout problem', 'Your sign-in has ended. Please sign in and try again.'), 401);
    // a form from another page (even another port of localhost) pays nothing
    if (
      crossOriginReason(c.req.raw.headers, new URL(c.req.url).origin) !== null ||
      !csrf.verify(portalToken, form[CSRF_FIELD])
    ) {
      return c.html(
        messagePage(
          'Checkout problem',
          'This payment did not come from the checkout page. Please open the checkout again from the UZFC website.',
        ),
        403,
      );
    }
    accounts.grantEntitlements(portal.user.email, [...portal.user.entitlements, pkg.entitlement]);
    if (!redirect) return c.html(paidPage(pkg));
    const back = new URL(redirect);
    back.searchParams.set(PURCHASE_RETURN_PARAM, PURCHASE_SUCCESS);
    return c.redirect(back.toString(), 303);
  });

  return app;
}
