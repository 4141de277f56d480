import { isValidCalendarDate } from '../format/calendar-date';

/**
 * What a /news/... URL asks for (ROUTE-3: /news/:slug, /news/:year/:slug?,
 * /news/:year/:month?/:slug?, /news/:year/:month?/:day?/:slug?).
 *
 * Those routes overlap: react-router may give /news/2025/08 as {year, month} or as
 * {year, slug: '08'}, and /news/2025 as {year} or {slug: '2025'}, depending on which
 * route it ranks first. So the params are read back as the ordered path segments
 * they came from and interpreted positionally: a 4-digit year, then up to two 1-2
 * digit date parts (month, day), then at most one slug. Impossible dates and
 * anything else are 'invalid' (a 404), never a guess.
 */
export type NewsRoute =
  | { readonly kind: 'listing' }
  | { readonly kind: 'archive'; readonly year: number; readonly month?: number; readonly day?: number }
  | { readonly kind: 'article'; readonly slug: string }
  | { readonly kind: 'invalid' };

export interface NewsRouteParams {
  readonly slug?: string;
  readonly year?: string;
  readonly month?: string;
  readonly day?: string;
}

const YEAR = /^[1-9]\d{3}$/;
const DATE_PART = /^\d{1,2}$/;
/** news slugs from the content service: letters, digits, '-' and '_' */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;
const INVALID: NewsRoute = { kind: 'invalid' };

export function parseNewsRoute(p: NewsRouteParams): NewsRoute {
  if (p === null || typeof p !== 'object') return INVALID;
  const raw = [p.year, p.month, p.day, p.slug];
  if (raw.some((s) => s !== undefined && typeof s !== 'string')) return INVALID;
  const segments = (raw as (string | undefined)[]).filter((s): s is string => s !== undefined);
  if (segments.length === 0) return { kind: 'listing' };

  const [first, ...rest] = segments as [string, ...string[]];
  if (!YEAR.test(first)) {
    // only /news/:slug has a non-year first segment
    return segments.length === 1 && SLUG.test(first) ? { kind: 'article', slug: first } : INVALID;
  }

  const year = Number(first);
  const dateParts: number[] = [];
  let i = 0;
  while (i < rest.length && dateParts.length < 2 && DATE_PART.test(rest[i] as string)) {
    dateParts.push(Number(rest[i]));
    i += 1;
  }
  const tail = rest.slice(i);
  if (tail.length > 1) return INVALID;

  const [month, day] = dateParts;
  if (month !== undefined && (month < 1 || month > 12)) return INVALID;
  if (month !== undefined && day !== undefined && !isValidCalendarDate(year, month, day)) return INVALID;

  const slug = tail[0];
  if (slug !== undefined) return SLUG.test(slug) ? { kind: 'article', slug } : INVALID;
  if (month === undefined) return { kind: 'archive', year };
  if (day === undefined) return { kind: 'archive', year, month };
  return { kind: 'archive', year, month, day };
}
