import { isInternalLink } from '../routing/link-kind';

/** where the stream lock's button leads */
export type UpgradeButtonTarget =
  /** the packages modal, in place: the fan stays by the stream and the checkout returns there */
  | { readonly kind: 'packages' }
  /** another page of the site (a path with its query and fragment) */
  | { readonly kind: 'page'; readonly path: string }
  /** the payment domain's own page (the checkout) */
  | { readonly kind: 'payment'; readonly href: string };

export interface UpgradeLinkRules {
  /** the site's public origin */
  readonly siteOrigin: string;
  /** the payment domain's origin (the stream service's checkout) */
  readonly paymentOrigin: string;
  /** the subscription page (feed 4): the packages the modal shows in place */
  readonly packagesPath: string;
}

const packages: UpgradeButtonTarget = { kind: 'packages' };
const originOf = (address: string): string | null => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};
const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The live upgrade data's button link, read so that it can never become an open redirect.
 * A path of the site, or an address on the site's own origin, is a page of the site; the
 * subscription page itself (and an empty link) opens the packages modal in place, which
 * shows the same packages without leaving the stream. An address on the payment domain is
 * followed. Anything else (another site, javascript:, a protocol-relative '//host', a
 * malformed address) falls back to the packages modal.
 */
export function upgradeButtonTarget(link: string, rules: UpgradeLinkRules): UpgradeButtonTarget {
  const trimmed = typeof link === 'string' ? link.trim() : '';
  if (trimmed === '') return packages;
  const site = originOf(rules.siteOrigin);
  if (!site) return packages;
  let url: URL;
  try {
    url = isInternalLink(trimmed) ? new URL(trimmed, site) : new URL(trimmed);
  } catch {
    return packages;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return packages;
  if (url.origin === site) {
    if (trimSlash(url.pathname) === trimSlash(rules.packagesPath)) return packages;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // '//host' as a path would leave the site from a link
    return isInternalLink(path) ? { kind: 'page', path } : packages;
  }
  if (url.origin === originOf(rules.paymentOrigin)) return { kind: 'payment', href: url.href };
  return packages;
}
