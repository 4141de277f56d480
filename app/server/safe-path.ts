/**
 * Reads the path of a request address defensively: anything malformed is refused
 * (400) before a route, a file lookup or a render hook sees it. Files are looked up
 * by exact key in memory, never joined onto a disk path, so this is the only gate.
 */
export const MAX_PATH_LENGTH = 2048;

export type SafePath = { ok: true; path: string } | { ok: false; reason: string };

// C0 controls and DEL: never part of a real page or asset address
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function readSafePath(url: string): SafePath {
  let raw: string;
  try {
    raw = new URL(url).pathname;
  } catch {
    return { ok: false, reason: 'unparsable address' };
  }
  if (raw.length > MAX_PATH_LENGTH) return { ok: false, reason: 'address too long' };
  const decoded: string[] = [];
  for (const segment of raw.split('/')) {
    const read = readSegment(segment);
    if (!read.ok) return read;
    // an encoded slash could address outside the route it seems to name
    if (read.text.includes('/') || read.text.includes('\\')) return { ok: false, reason: 'path traversal' };
    decoded.push(read.text);
  }
  return { ok: true, path: decoded.join('/') };
}

/**
 * One segment of an address, decoded, or why it is refused: a stray '%' or bytes that are not
 * UTF-8, a control character, or a dot segment (which could address outside the route it seems
 * to name). An encoded slash is left to the caller: the page routes refuse it, a picture's key
 * may hold one (image-pass-through.ts).
 */
export function readSegment(segment: string): { ok: true; text: string } | { ok: false; reason: string } {
  let text: string;
  try {
    // throws on a stray '%' and on bytes that are not UTF-8 (/%E0%A4%A, /%C0%AF)
    text = decodeURIComponent(segment);
  } catch {
    return { ok: false, reason: 'malformed percent-encoding' };
  }
  if (CONTROL.test(text)) return { ok: false, reason: 'control character' };
  if (text === '.' || text === '..') return { ok: false, reason: 'path traversal' };
  if (text.includes('\ufffd')) return { ok: false, reason: 'not UTF-8' };
  return { ok: true, text };
}
