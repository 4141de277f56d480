/**
 * Where the portal (and the checkout) may send a browser back to: the site's own origin
 * only, by the shared rule in protocol/return-address (the site checks its own returns
 * with the same function). An open redirect would hand a fan's tokens to any page that
 * asked, so the default is narrow: the site as `npm start` serves it, nothing else on
 * localhost. Test servers name their own origins (option or STAND_IN_SITE_ORIGIN).
 */
import { isSafeReturnAddress } from '@protocol/return-address/safe-return-address';

/** `npm start` and `npm run dev` serve the site here (PORT 8080) */
export const DEFAULT_SITE_ORIGINS: readonly string[] = ['http://localhost:8080', 'http://127.0.0.1:8080'];
export const SITE_ORIGIN_ENV = 'STAND_IN_SITE_ORIGIN';

/** a comma-separated list of origins, blanks dropped */
export const parseOrigins = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** the site's origins: the option when given, else STAND_IN_SITE_ORIGIN, else the default */
export function siteOriginsFrom(
  configured: readonly string[] | undefined,
  env: Record<string, string | undefined> = process.env,
): readonly string[] {
  if (configured && configured.length > 0) return configured;
  const fromEnv = parseOrigins(env[SITE_ORIGIN_ENV]);
  return fromEnv.length > 0 ? fromEnv : DEFAULT_SITE_ORIGINS;
}

export type RedirectCheck = { ok: true; url: URL } | { ok: false };

/**
 * An absolute address (the portal is on another origin than the site, so a path would be
 * ambiguous) that the shared rule accepts for one of `origins`.
 */
export function checkRedirectUri(raw: string | undefined, origins: readonly string[]): RedirectCheck {
  if (typeof raw !== 'string' || !/^https?:\/\//i.test(raw)) return { ok: false };
  if (!origins.some((origin) => isSafeReturnAddress(raw, origin))) return { ok: false };
  return { ok: true, url: new URL(raw) };
}
