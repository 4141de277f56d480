/**
 * The site server's side of the fan's session (protocol/site-session):
 *
 * - The portal's return: the first request carrying a `tokenpayload` is answered here,
 *   before any page, asset or script could see the address. The payload is checked by the
 *   core sign-in rule (decode, validate, fresh, and accepted by the SSO); the refresh token
 *   and session id go into HttpOnly cookies; the answer is a 302 to the clean address
 *   (tokenpayload removed, other query kept, by the shared return-address rule) that no
 *   cache keeps. A payload that does not validate clears any session and leaves a one-shot
 *   notice for the page ('Unable to sign in'), with loginSuccess removed too: one outcome.
 * - POST /auth/refresh: the HttpOnly refresh token buys a new access token, which is all
 *   the page gets. A refusal clears the cookies (401); an outage keeps them (503).
 * - POST /auth/sign-out: the cookies are cleared, the account's playback ended at the stream
 *   service (its logout, with an access token the held session buys) and the SSO session ended.
 * Both POSTs answer only the site's own pages (cross-site-guard.ts). Nothing is logged but
 * outcome codes: no token, payload or cookie value ever reaches a log.
 */
import { Hono, type Context } from 'hono';
import {
  grantOf,
  isOutage,
  systemClock,
  type AuthError,
  type AuthPort,
  type Clock,
  type HeldSession,
  type Result,
  type SsoSession,
} from '@core';
import { makeRenewSession } from '@core/auth/renew-session';
import { makeSignIn } from '@core/auth/sign-in';
import { cleanReturnPath, SSO_RETURN_PARAMS } from '@protocol/return-address/site-return-address';
import {
  SIGN_IN_STATE_PARAM,
  siteSessionPaths,
  siteSignInPages,
  type SiteAccessGrantWire,
  type SiteSessionErrorWire,
  type SiteSessionRefusal,
  type SiteSignInPage,
  type SiteSignInStartWire,
} from '@protocol/site-session/site-session-wire';
import { portalLinks } from '@adapters/http/auth/portal-links';
import { errorPageHtml } from '../error-page';
import { ssoReturnParams } from '@protocol/sso/sso-wire';
import { isSameOriginRequest } from './cross-site-guard';
import { rememberRotations } from './remembered-rotations';
import { spendSignInState, startSignIn } from './sign-in-state';
import { clearHeldSession, readHeldSession, setSignInNotice, writeHeldSession } from './session-cookies';

export interface SiteSessionOptions {
  /** the SSO, as the server reaches it */
  readonly auth: AuthPort;
  /** the SSO portal's base address, as the fan's browser reaches it (where a sign-in starts) */
  readonly portal: string;
  /** the site's public origin (the cross-site guard compares with it; return addresses stay on it) */
  readonly siteOrigin: string;
  readonly clock?: Clock;
  readonly log?: (message: string) => void;
  /**
   * The stream service's logout for the account of this access token: every playback lease
   * and token of the account ends (a token kept serving for 90 s and more after
   * sign-out, renewed by each request). Absent: nothing to end (memory mode).
   */
  readonly endPlayback?: (accessToken: string) => Promise<Result<void, unknown>>;
}

/** the handler answers what is its own and null for anything else */
export type SiteSessionHandler = (request: Request) => Promise<Response | null>;

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

const wireRefusal = (error: AuthError): SiteSessionRefusal => {
  switch (error.code) {
    case 'AUTH.REFRESH_INVALID_REQUEST':
      return 'invalid_request';
    case 'AUTH.NO_SESSION':
      return 'no_session';
    case 'AUTH.SESSION_ERROR':
      return 'session_error';
    default:
      return 'refresh_failed';
  }
};

const grantWire = (session: SsoSession): SiteAccessGrantWire => {
  const g = grantOf(session);
  return {
    access_token: g.accessToken,
    access_token_expires_utc: g.access_token_expires_utc,
    refresh_token_expires_utc: g.refresh_token_expires_utc,
    claims: g.claims,
  };
};

function portalReturnOf(request: Request): URL | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  try {
    const url = new URL(request.url);
    return url.searchParams.has(ssoReturnParams.tokenPayload) || url.searchParams.has(ssoReturnParams.loginError)
      ? url
      : null;
  } catch {
    return null;
  }
}

export function createSiteSessionHandler(options: SiteSessionOptions): SiteSessionHandler {
  const { auth, siteOrigin } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((message: string) => console.warn(`[site] ${message}`));
  const signIn = makeSignIn({ auth, clock });
  // a tab's late request with the old cookie gets the same new tokens (remembered-rotations.ts)
  const rotations = rememberRotations(makeRenewSession({ auth, clock }), clock);
  const renew = rotations.renew;
  const app = new Hono();
  const error = (c: Context, body: SiteSessionErrorWire, status: 401 | 403 | 503) => c.json(body, status, NO_STORE);

  app.post(siteSessionPaths.refresh, async (c) => {
    if (!isSameOriginRequest(c.req.raw, siteOrigin)) return error(c, { error: 'cross_site' }, 403);
    const held = readHeldSession(c);
    if (held === 'ambiguous') {
      // two cookies of one session name: one was planted; neither is used, both are let go
      log('session refresh refused: the request carries a session cookie twice');
      clearHeldSession(c);
      return error(c, { error: 'session_error' }, 401);
    }
    const r = await renew(held);
    if (r.ok) {
      writeHeldSession(c, r.value, clock.now());
      return c.json(grantWire(r.value), 200, NO_STORE);
    }
    if (isOutage(r.error)) {
      log('session refresh: the SSO did not answer (cookies kept)');
      return error(c, { error: 'unavailable' }, 503);
    }
    if (held.sessionId) log(`session refresh refused: ${r.error.code}`);
    clearHeldSession(c);
    return error(c, { error: wireRefusal(r.error) }, 401);
  });

  app.post(siteSessionPaths.signOut, async (c) => {
    if (!isSameOriginRequest(c.req.raw, siteOrigin)) return error(c, { error: 'cross_site' }, 403);
    const held = readHeldSession(c);
    // an ambiguous session id ends no SSO session (it may be someone else's): the cookies go all the same
    const sessionId = held === 'ambiguous' ? undefined : held.sessionId;
    clearHeldSession(c);
    // best effort: the fan is signed out here whatever the SSO or the stream service says
    if (held !== 'ambiguous' && sessionId && options.endPlayback) await endPlayback(held);
    if (sessionId) rotations.forget(sessionId);
    if (sessionId) await auth.endSession(sessionId);
    return c.body(null, 204, NO_STORE);
  });

  /** the stream logout needs the account's access token: the held session buys one last one */
  async function endPlayback(held: HeldSession): Promise<void> {
    const renewed = await renew(held);
    const ended = renewed.ok ? await options.endPlayback!(grantOf(renewed.value).accessToken) : null;
    if (!ended?.ok) log('sign-out: the playback of the account could not be ended at the stream service');
  }

  /** the portal's address for `page`, with a return address on the site that carries a new state */
  function signInAddresses(c: Context, page: SiteSignInPage, returnPath: string) {
    const back = new URL(cleanReturnPath(returnPath, siteOrigin), siteOrigin);
    back.searchParams.set(SIGN_IN_STATE_PARAM, startSignIn(c));
    const links = portalLinks(options.portal, back.href);
    const pages: Record<SiteSignInPage, string> = {
      login: links.login,
      register: links.register,
      'forgot-password': links.forgotPassword,
      profile: links.manageAccount,
      facebook: links.social.facebook,
      google: links.social.google,
      apple: links.social.apple,
    };
    return { redirectUri: back.href, portal: pages[page] };
  }

  // a link of the site's own pages (any page may start one; the state it leaves is useless to anyone else)
  app.get(siteSessionPaths.signIn, (c) => {
    const page = siteSignInPages.find((p) => p === c.req.query('page'));
    if (!page) return c.html(errorPageHtml(400), 400, NO_STORE);
    const { portal } = signInAddresses(c, page, c.req.query('return') ?? '/');
    return c.body(null, 302, { ...NO_STORE, location: portal, 'referrer-policy': 'no-referrer' });
  });

  // the panel's form posts the fan's password to the portal itself: it asks for its return address first
  app.post(siteSessionPaths.signIn, async (c) => {
    if (!isSameOriginRequest(c.req.raw, siteOrigin)) return error(c, { error: 'cross_site' }, 403);
    const body = (await c.req.json().catch(() => null)) as { return?: unknown } | null;
    const returnPath = typeof body?.return === 'string' ? body.return : '/';
    const answer: SiteSignInStartWire = { redirect_uri: signInAddresses(c, 'login', returnPath).redirectUri };
    return c.json(answer, 200, NO_STORE);
  });

  /**
   * The portal refused the credentials typed in the account panel and sent the fan back with
   * the refusal's code: the page shows the portal's own words for it (ACCOUNT-4), read from the
   * SSO here, never from the address. A session the fan holds is left alone.
   */
  async function refusedSignIn(c: Context, url: URL): Promise<Response> {
    // the panel's sign-in ends here too: its state is spent (a refusal signs no one in, so it is not required)
    spendSignInState(c, url.searchParams.get(SIGN_IN_STATE_PARAM));
    const code = url.searchParams.get(ssoReturnParams.loginError) ?? '';
    const r = await auth.loginErrorMessage(code).catch(() => null);
    log(`sign-in refused by the portal: ${r?.ok ? 'its message shown' : (r?.error.code ?? 'unexpected error')}`);
    setSignInNotice(c, r?.ok ? { kind: 'refused', message: r.value } : { kind: 'unable' });
    const location = cleanReturnPath(`${url.pathname}${url.search}`, siteOrigin, SSO_RETURN_PARAMS);
    return c.body(null, 302, { ...NO_STORE, location, 'referrer-policy': 'no-referrer' });
  }

  async function portalReturn(c: Context, url: URL): Promise<Response> {
    if (!url.searchParams.has(ssoReturnParams.tokenPayload)) return refusedSignIn(c, url);
    // a return this browser did not start (someone else's address, opened from anywhere): refused before
    // its payload is even read, and the fan's own session, if any, is left exactly as it was; the page
    // says so once (a guest: 'Unable to sign in'; a signed-in fan: still signed in as themselves)
    if (!spendSignInState(c, url.searchParams.get(SIGN_IN_STATE_PARAM))) {
      log('sign-in refused: the return did not start in this browser (no state, or not one it holds)');
      const held = readHeldSession(c);
      if (held !== 'ambiguous') setSignInNotice(c, { kind: held.sessionId ? 'not-started' : 'unable' });
      const location = cleanReturnPath(`${url.pathname}${url.search}`, siteOrigin, SSO_RETURN_PARAMS);
      return c.body(null, 302, { ...NO_STORE, location, 'referrer-policy': 'no-referrer' });
    }
    const payload = url.searchParams.get(ssoReturnParams.tokenPayload) ?? '';
    const r = await signIn(payload).catch(() => null);
    if (r?.ok) writeHeldSession(c, r.value, clock.now());
    else {
      log(`sign-in refused: ${r ? r.error.code : 'unexpected error'}`);
      clearHeldSession(c);
      setSignInNotice(c);
    }
    const drop = r?.ok ? [ssoReturnParams.tokenPayload, SIGN_IN_STATE_PARAM] : SSO_RETURN_PARAMS;
    const location = cleanReturnPath(`${url.pathname}${url.search}`, siteOrigin, drop);
    return c.body(null, 302, { ...NO_STORE, location, 'referrer-policy': 'no-referrer' });
  }

  // reached only for a request portalReturnOf recognised (see below)
  app.on(['GET', 'HEAD'], '*', (c) => portalReturn(c, new URL(c.req.url)));

  return async (request) => {
    if (portalReturnOf(request)) return app.fetch(request);
    const path = pathOf(request.url);
    if (path === siteSessionPaths.signIn && ['GET', 'HEAD', 'POST'].includes(request.method)) return app.fetch(request);
    if (request.method !== 'POST') return null;
    return path === siteSessionPaths.refresh || path === siteSessionPaths.signOut ? app.fetch(request) : null;
  };
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}
