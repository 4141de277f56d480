/**
 * The site's side of the shared return-address rule (safe-return-address.ts): the address
 * it gives the portal to come back to, and the address it cleans after a sign-in. Both
 * are built from whatever the page address holds, which may be hostile
 * (`//evil.example`, `/%5Cevil.example`, broken escapes), so neither ever throws and
 * whatever they return passes the same rule the portal applies; anything that would not
 * becomes the site's home page.
 */
import { SIGN_IN_STATE_PARAM } from '../site-session/site-session-wire';
import { isSafeReturnAddress } from './safe-return-address';

/**
 * the query parameters of the portal's return: those it puts on the site's address, and the
 * sign-in's one-time state the site put in the address it gave the portal (site-session-wire)
 */
export const SSO_RETURN_PARAMS: readonly string[] = [
  'tokenpayload',
  'loginSuccess',
  'logoutSuccess',
  'loginError',
  SIGN_IN_STATE_PARAM,
];

function paramName(piece: string): string {
  const raw = piece.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** the query without `drop` (each other parameter kept exactly as written), '' when none is left */
function withoutParams(query: string, drop: readonly string[]): string {
  const kept = query.split('&').filter((piece) => piece !== '' && !drop.includes(paramName(piece)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * `pathAndQuery` (a path, its query and fragment, as the address bar or the request line
 * has it) without the `drop` parameters, when the shared rule accepts it on `siteOrigin`;
 * else '/'.
 */
export function cleanReturnPath(
  pathAndQuery: string,
  siteOrigin: string,
  drop: readonly string[] = SSO_RETURN_PARAMS,
): string {
  if (typeof pathAndQuery !== 'string') return '/';
  const hashAt = pathAndQuery.indexOf('#');
  const beforeHash = hashAt === -1 ? pathAndQuery : pathAndQuery.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : pathAndQuery.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const candidate = `${path}${withoutParams(query, drop)}${hash}`;
  return isSafeReturnAddress(candidate, siteOrigin) ? candidate : '/';
}

/**
 * The absolute address the portal sends the fan back to: the page they are on (path and
 * query, without the SSO's own parameters, so signing in twice never carries an old
 * tokenpayload back), or the home page when the rule would refuse it.
 */
export function portalReturnAddress(
  siteOrigin: string,
  page: { readonly pathname: string; readonly search: string },
): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  return `${origin}${cleanReturnPath(`${page.pathname}${page.search}`, origin)}`;
}
