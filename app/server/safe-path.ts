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
  const segments = raw.split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let text: string;
    try {
      // throws on a stray '%' and on bytes that are not UTF-8 (/%E0%A4%A, /%C0%AF)
      text = decodeURIComponent(segment);
    } catch {
      return { ok: false, reason: 'malformed percent-encoding' };
    }
    if (CONTROL.test(text)) return { ok: false, reason: 'control character' };
    // an encoded slash or a dot segment could address outside the route it seems to name
    if (text.includes('/') || text.includes('\\') || text === '.' || text === '..')
      return { ok: false, reason: 'path traversal' };
    if (text.includes('\ufffd')) return { ok: false, reason: 'not UTF-8' };
    decoded.push(text);
  }
  return { ok: true, path: decoded.join('/') };
}
