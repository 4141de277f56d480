import { parseContentPath, type ContentPathResult } from '@core';

export interface ContentParams {
  readonly subpage1?: string;
  readonly subpage2?: string;
  readonly subpage3?: string;
  readonly subpage4?: string;
  readonly slug?: string;
}

/**
 * The router's content routes skip levels they do not use (':subpage1/:subpage2/:slug'
 * leaves subpage3 and subpage4 undefined), so the path is the defined params in
 * order, with the slug last; parseContentPath then validates it.
 */
export function contentPathFromParams(p: ContentParams): ContentPathResult {
  const ordered = [p.subpage1, p.subpage2, p.subpage3, p.subpage4, p.slug];
  return parseContentPath(ordered.filter((s): s is string => s !== undefined));
}
