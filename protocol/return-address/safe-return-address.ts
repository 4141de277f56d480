/**
 * The one rule for "where may we send the browser back to", shared by the SSO portal
 * stand-in (redirect_uri, the checkout's return address) and the site (its own
 * post-login and post-purchase returns). An open redirect hands a fan's tokens, or a
 * phishing page, to whoever asked, so the rule is deliberately narrow:
 *
 * - the site's own origin only: `/path...` or `<siteOrigin>/path...` (or the bare origin);
 * - the path starts with ONE `/`: never `//` or `/\` (protocol-relative in browsers);
 * - no backslash, no control or other whitespace character anywhere (browsers strip tabs
 *   and newlines, and turn `\` into `/`, so `/\t/evil` is `//evil` to them);
 * - no credentials, no other scheme (`javascript:`, `data:`), no other port or host;
 * - the same checks again on every percent-decoded layer, so `/%2f%2fevil.example` (which a
 *   router that decodes its path turns into `//evil.example`) is refused too.
 *
 * Pure and dependency-free: `URL` is the only thing it uses.
 */

export const MAX_RETURN_ADDRESS_LENGTH = 2048;

/** any C0/C1 control, any whitespace (including NBSP, U+2028/9), and the backslash */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** decoding more layers than this is itself a sign of a trick */
const MAX_DECODE_LAYERS = 4;

/** the origin in its serialised form, or null when `siteOrigin` is not exactly an origin */
function originOf(siteOrigin: string): string | null {
  try {
    const url = new URL(siteOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === siteOrigin.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** the path-and-after part is safe: one leading slash, nothing a browser reinterprets */
function safePath(rest: string): boolean {
  if (!rest.startsWith('/') || rest.startsWith('//')) return false;
  let layer = rest;
  for (let i = 0; i <= MAX_DECODE_LAYERS; i += 1) {
    if (FORBIDDEN.test(layer)) return false;
    const path = layer.split(/[?#]/, 1)[0] ?? '';
    if (!path.startsWith('/') || path.startsWith('//')) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false; // malformed escapes: refuse rather than guess what a server makes of them
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

/**
 * True when `address` keeps the browser on `siteOrigin` (e.g. `http://localhost:8080`):
 * a path (`/news?page=2`) or an absolute address on exactly that origin.
 */
export function isSafeReturnAddress(address: string | null | undefined, siteOrigin: string): boolean {
  if (typeof address !== 'string' || address.length === 0 || address.length > MAX_RETURN_ADDRESS_LENGTH) return false;
  const origin = originOf(siteOrigin);
  if (!origin) return false;
  let rest: string;
  if (SCHEME.test(address)) {
    // absolute: the text itself must begin with the origin, so nothing between the host
    // and the path (`@`, `\`, `:`) can change what the parser makes of it
    if (address === origin) return true;
    if (!address.startsWith(`${origin}/`)) return false;
    rest = address.slice(origin.length);
  } else {
    rest = address;
  }
  if (!safePath(rest)) return false;
  // belt and braces: whatever the checks above missed, the parser must agree
  try {
    const resolved = new URL(address, `${origin}/`);
    return resolved.origin === origin && !resolved.username && !resolved.password;
  } catch {
    return false;
  }
}

/**
 * `address` itself when it is safe for `siteOrigin`, else `fallback` when that is safe,
 * else `/`. Whatever it returns, `new URL(result, siteOrigin).origin === siteOrigin`.
 */
export function safeReturnAddress(address: string | null | undefined, siteOrigin: string, fallback: string): string {
  if (isSafeReturnAddress(address, siteOrigin)) return address as string;
  return isSafeReturnAddress(fallback, siteOrigin) ? fallback : '/';
}

/**
 * The path (with query and fragment) `address` names on `siteOrigin`, or null when the address
 * would leave the site: what a redirect of the site's own may follow.
 */
export function ownPathOf(address: string, siteOrigin: string): string | null {
  if (!isSafeReturnAddress(address, siteOrigin)) return null;
  const url = new URL(address, `${siteOrigin}/`);
  return `${url.pathname}${url.search}${url.hash}`;
}
