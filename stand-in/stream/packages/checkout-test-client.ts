/**
 * For tests: pay at the stand-in checkout the way a browser does, reading the page's
 * CSRF token first and posting it back from the checkout's own origin. A test that only
 * needs "the fan bought this" (the site's adapter contract, journeys' helpers) uses this
 * instead of posting a bare form, which the checkout refuses.
 */
import { CSRF_FIELD } from './checkout-guard';

export type FetchLike = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** the CSRF token in a checkout page's form, or null */
export function readCsrfToken(html: string): string | null {
  return new RegExp(`name="${CSRF_FIELD}" value="([^"]*)"`).exec(html)?.[1] ?? null;
}

/** GET the checkout page as the fan (portal cookie), then POST its form with the token */
export async function payAtCheckout(
  fetchIt: FetchLike,
  purchaseUrl: string,
  cookie: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  const page = await fetchIt(purchaseUrl, { headers: { cookie } });
  const csrf = readCsrfToken(await page.text());
  if (!csrf)
    throw new Error(`no checkout form at ${purchaseUrl} (status ${page.status}): is the fan signed in at the portal?`);
  const target = new URL(purchaseUrl);
  const body = new URLSearchParams({ ...fields, [CSRF_FIELD]: csrf });
  const redirect = target.searchParams.get('redirect_uri');
  if (redirect && !body.has('redirect_uri')) body.set('redirect_uri', redirect);
  return fetchIt(`${target.origin}${target.pathname}`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      origin: target.origin,
      'sec-fetch-site': 'same-origin',
    },
    body: body.toString(),
  });
}
