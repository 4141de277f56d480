/**
 * The session endpoints act on the fan's cookies, so only the site's own pages may call
 * them: a form or script on another site (another port of localhost included: that is the
 * same *site*, and Lax cookies go along) must not sign the fan out or spend their refresh
 * token. Browsers say where a request comes from in Sec-Fetch-Site and Origin; at least
 * one must be there, and each that is there must say "this origin".
 */
export function isSameOriginRequest(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return fetchSite === 'same-origin';
  return origin === originOf(siteOrigin) || origin === originOf(request.url);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
