/**
 * The stand-in checkout's server-rendered pages (no JavaScript): a summary of the package
 * and its price with one 'Pay now' button, or a sign-in link when the portal does not
 * know the fan. They reuse the SSO portal's accessible layout (labelled, focus visible,
 * messages in role="alert"/"status" areas).
 */
import { errorBox, esc, noticeBox, page } from '../../sso/portal-pages';
import { CSRF_FIELD } from './checkout-guard';
import type { StandInPackage } from './package-catalogue';

const period = (p: StandInPackage) => (p.duration === null ? 'per month' : p.duration);

function summary(p: StandInPackage): string {
  return `<section aria-labelledby="package-title"><h2 id="package-title">${esc(p.title)}</h2>${p.body}
<dl><dt>Price</dt><dd id="price">${esc(p.amountFormatted)} <span class="hint">(${esc(period(p))})</span></dd></dl></section>`;
}

/** `csrf`: the per-session token the payment post must carry back (checkout-guard.ts) */
export function checkoutPage(ctx: {
  pkg: StandInPackage;
  action: string;
  csrf: string;
  redirectUri?: string;
  fan: { firstName: string; email: string };
}): string {
  const hidden = `<input type="hidden" name="${CSRF_FIELD}" value="${esc(ctx.csrf)}">${ctx.redirectUri ? `<input type="hidden" name="redirect_uri" value="${esc(ctx.redirectUri)}">` : ''}`;
  return page(
    'Checkout',
    `${summary(ctx.pkg)}
<p>Paying as ${esc(ctx.fan.firstName)} (${esc(ctx.fan.email)}). This is a stand-in payment page: no card is charged.</p>
<form method="post" action="${esc(ctx.action)}">${hidden}<button type="submit">Pay now</button></form>`,
  );
}

export function signInFirstPage(ctx: { pkg: StandInPackage; loginUrl: string }): string {
  return page(
    'Checkout',
    `${summary(ctx.pkg)}${errorBox('Please sign in to buy this package.')}
<p><a class="button" href="${esc(ctx.loginUrl)}">Sign in to continue</a></p>`,
  );
}

export function paidPage(pkg: StandInPackage): string {
  return page('Payment complete', noticeBox(`<p>Thank you. ${esc(pkg.title)} is now on your account.</p>`));
}
