/**
 * Content pages: /:slug and up to four sub-page levels plus a slug (ROUTE-5),
 * so 1..5 segments. Each segment is a lower-case slug; anything else (upper case,
 * dots, encoded characters, a gap between segments) is a 404 without asking the
 * content service.
 */
export type ContentPathResult = { readonly ok: true; readonly fullPath: string } | { readonly ok: false };

export const MAX_CONTENT_PATH_SEGMENTS = 5;
const SEGMENT = /^[a-z0-9-]+$/;

export function parseContentPath(segments: readonly (string | undefined)[]): ContentPathResult {
  if (!Array.isArray(segments)) return { ok: false };
  // react-router leaves trailing optional params undefined; a defined one after an
  // undefined one cannot come from a real URL, so it is rejected rather than skipped
  const lastDefined = findLastDefined(segments);
  const used = segments.slice(0, lastDefined + 1);
  if (used.length < 1 || used.length > MAX_CONTENT_PATH_SEGMENTS) return { ok: false };
  if (!used.every((s): s is string => typeof s === 'string' && SEGMENT.test(s))) return { ok: false };
  return { ok: true, fullPath: used.join('/') };
}

function findLastDefined(segments: readonly (string | undefined)[]): number {
  for (let i = segments.length - 1; i >= 0; i -= 1) if (segments[i] !== undefined) return i;
  return -1;
}
