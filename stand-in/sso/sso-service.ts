/**
 * The stand-in single sign-on service, mounted at /sso: the login portal's pages and
 * the JSON session, refresh and auth endpoints (see README.md next to this file).
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { fileURLToPath } from 'node:url';
import { encodeTokenPayload } from '@protocol/sso/token-payload';
import {
  SSO_INVALID_REQUEST,
  SSO_NO_SESSION,
  SSO_RETURN_ERRORS_FIELD,
  ssoLoginErrorMessage,
  ssoLoginErrorMessages,
  ssoReturnParams,
  ssoSocialProviders,
  type SsoAuthResponse,
  type SsoEnvelope,
  type SsoLoginErrorWire,
  type SsoSocialProvider,
  type SsoTokenResponse,
} from '@protocol/sso/sso-wire';
import {
  normaliseEmail,
  openAccountStore,
  type AccountStore,
  type IssuedTokens,
  type UserRecord,
} from './account-store';
import { pageSecurityHeaders } from './page-security';
import { checkRedirectUri, siteOriginsFrom } from './redirect-policy';
import { socialAccounts } from './social-accounts';
import { forgotPage, loginPage, messagePage, profilePage, registerPage, resetPage, socialPage } from './portal-pages';

export const PORTAL_COOKIE = 'uzfc_sso_portal';
/** .stand-in-data/ in the repo root (git-ignored); computed on use, not at import */
export const defaultDataDir = (): string => fileURLToPath(new URL('../../.stand-in-data/', import.meta.url));

export interface SsoServiceOptions {
  /** share one store with the stream service; otherwise one is opened from dataDir */
  readonly accounts?: AccountStore;
  /** default: .stand-in-data/ in the repo root (env STAND_IN_DATA_DIR); null: memory only */
  readonly dataDir?: string | null;
  /** default 15 min (env SSO_ACCESS_TTL_MS); tests and journeys use a few seconds to see a refresh */
  readonly accessTokenTtlMs?: number;
  readonly refreshTokenTtlMs?: number;
  /**
   * the site's origins, where redirect_uri may point (besides the portal's own origin, for
   * the checkout's round trip); default STAND_IN_SITE_ORIGIN, else http://localhost:8080
   * and http://127.0.0.1:8080 (redirect-policy.ts)
   */
  readonly allowedOrigins?: readonly string[];
  /** where the portal is mounted (for links in its pages) */
  readonly basePath?: string;
  /** the site's origin for the profile page's links when no redirect_uri is given */
  readonly siteOrigin?: string;
  readonly now?: () => number;
}

/** opens the account store the SSO and stream services share */
export function openSsoAccounts(
  options: Pick<SsoServiceOptions, 'dataDir' | 'accessTokenTtlMs' | 'refreshTokenTtlMs' | 'now'> = {},
): AccountStore {
  const envTtl = Number(process.env.SSO_ACCESS_TTL_MS);
  return openAccountStore({
    dataDir: options.dataDir === undefined ? (process.env.STAND_IN_DATA_DIR ?? defaultDataDir()) : options.dataDir,
    accessTokenTtlMs: options.accessTokenTtlMs ?? (Number.isFinite(envTtl) && envTtl > 0 ? envTtl : undefined),
    ...(options.refreshTokenTtlMs ? { refreshTokenTtlMs: options.refreshTokenTtlMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}

export function toTokenResponse(t: IssuedTokens): SsoTokenResponse {
  return {
    sessionId: t.sessionId,
    access_token: t.accessToken,
    refresh_token: t.refreshToken,
    access_token_expires_utc: new Date(t.accessExpiresAt).toISOString(),
    refresh_token_expires_utc: new Date(t.refreshExpiresAt).toISOString(),
    claims: { forename: t.user.firstName, surname: t.user.lastName, sub: t.user.id, given_name: t.user.firstName },
  };
}

export function createSsoService(options: SsoServiceOptions = {}): Hono {
  const accounts = options.accounts ?? openSsoAccounts(options);
  const base = options.basePath ?? '/sso';
  const siteOrigins = siteOriginsFrom(options.allowedOrigins);
  const app = new Hono();
  app.use('*', pageSecurityHeaders(siteOrigins));

  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  /** the portal's own origin: the checkout (same stand-in) comes back through the portal */
  const ownOrigin = (c: Context) => new URL(c.req.url).origin;
  /** where the stand-in's services are mounted: '' on their own origin, a prefix when a site runs them in its process */
  const servicesRoot = base.replace(/\/sso$/, '');
  /** an address of this stand-in's own (the checkout), not of a site that shares its origin */
  const isPortalOwn = (c: Context, address: string) => {
    const url = new URL(address);
    return url.origin === ownOrigin(c) && url.pathname.startsWith(`${servicesRoot}/`);
  };
  /** redirect_uri from the query or the form; undefined when absent, 'bad' when refused */
  const redirectOf = (c: Context, raw: string | undefined): string | undefined | 'bad' => {
    if (raw === undefined || raw === '') return undefined;
    const checked = checkRedirectUri(raw, [...siteOrigins, ownOrigin(c)]);
    return checked.ok ? checked.url.toString() : 'bad';
  };
  const refused = (c: Context) =>
    c.html(
      messagePage(
        'Sign-in problem',
        'This redirect address is not allowed. Please return to the UZFC website and try again.',
      ),
      400,
    );
  const secure = (c: Context) => new URL(c.req.url).protocol === 'https:';

  /** the success redirect: the site gets its tokens in an obfuscated tokenpayload */
  function finishSignIn(c: Context, user: UserRecord, redirectUri: string | undefined) {
    const portalToken = accounts.openPortal(user.id);
    setCookie(c, PORTAL_COOKIE, portalToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: secure(c),
      maxAge: 30 * 86_400,
    });
    if (!redirectUri) return c.redirect(`${base}/profile`, 302);
    // back to the portal's own origin (the checkout): the cookie is enough, tokens never go in that address
    if (isPortalOwn(c, redirectUri)) return c.redirect(redirectUri, 302);
    const portal = accounts.portalUser(portalToken)!;
    const tokens = accounts.startSession(user.id, portal.portalId);
    const target = new URL(redirectUri);
    target.searchParams.set(ssoReturnParams.tokenPayload, encodeTokenPayload(toTokenResponse(tokens)));
    target.searchParams.set(ssoReturnParams.loginSuccess, 'true');
    return c.redirect(target.toString(), 302);
  }

  // ---- pages -------------------------------------------------------------------------
  app.get('/login', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    // already signed in at the portal: single sign-on, straight back to the site
    const portal = accounts.portalUser(getCookie(c, PORTAL_COOKIE));
    if (portal && redirectUri) return finishSignIn(c, portal.user, redirectUri);
    return c.html(loginPage({ base, redirectUri }));
  });

  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = redirectOf(c, str(form.redirect_uri));
    if (redirectUri === 'bad') return refused(c);
    const email = normaliseEmail(str(form.email));
    const user = await accounts.verifyPassword(email, str(form.password));
    if (!user) {
      // the site's own form (the account panel) shows the refusal itself: back there with its code
      if (redirectUri && str(form[SSO_RETURN_ERRORS_FIELD]) === 'true' && !isPortalOwn(c, redirectUri)) {
        const back = new URL(redirectUri);
        back.searchParams.set(ssoReturnParams.loginError, 'invalid_credentials');
        return c.redirect(back.toString(), 303);
      }
      return c.html(loginPage({ base, redirectUri, email, error: ssoLoginErrorMessages.invalid_credentials }), 401);
    }
    return finishSignIn(c, user, redirectUri);
  });

  app.get('/register', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    return c.html(registerPage({ base, redirectUri }));
  });

  app.post('/register', async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = redirectOf(c, str(form.redirect_uri));
    if (redirectUri === 'bad') return refused(c);
    const input = {
      email: str(form.email),
      password: str(form.password),
      firstName: str(form.firstName),
      lastName: str(form.lastName),
    };
    const made = await accounts.register(input);
    if (!made.ok) {
      return c.html(
        registerPage({
          base,
          redirectUri,
          error: made.message,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
        }),
        400,
      );
    }
    return finishSignIn(c, made.user, redirectUri);
  });

  app.get('/forgot-password', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    return c.html(forgotPage({ base, redirectUri }));
  });

  app.post('/forgot-password', async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = redirectOf(c, str(form.redirect_uri));
    if (redirectUri === 'bad') return refused(c);
    const email = normaliseEmail(str(form.email));
    const token = accounts.createReset(email);
    const link = token
      ? `${base}/reset-password?token=${encodeURIComponent(token)}${redirectUri ? `&redirect_uri=${encodeURIComponent(redirectUri)}` : ''}`
      : undefined;
    // the stand-in shows the link on screen instead of mailing it
    return c.html(forgotPage({ base, redirectUri, email, sent: true, ...(link ? { resetLink: link } : {}) }));
  });

  app.get('/reset-password', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    const token = c.req.query('token') ?? '';
    if (!accounts.resetValid(token))
      return c.html(messagePage('Reset link expired', 'This reset link has expired or has already been used.'), 400);
    return c.html(resetPage({ base, redirectUri, token }));
  });

  app.post('/reset-password', async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = redirectOf(c, str(form.redirect_uri));
    if (redirectUri === 'bad') return refused(c);
    const token = str(form.token);
    const done = await accounts.resetPassword(token, str(form.password));
    if (!done.ok) return c.html(resetPage({ base, redirectUri, token, error: done.message }), 400);
    return c.html(resetPage({ base, redirectUri, token, done: true }));
  });

  const siteOriginFor = (redirectUri: string | undefined) =>
    redirectUri ? new URL(redirectUri).origin : (options.siteOrigin ?? siteOrigins[0]!);

  app.get('/profile', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    const portal = accounts.portalUser(getCookie(c, PORTAL_COOKIE));
    if (!portal)
      return c.redirect(`${base}/login${redirectUri ? `?redirect_uri=${encodeURIComponent(redirectUri)}` : ''}`, 302);
    const site = siteOriginFor(redirectUri);
    return c.html(
      profilePage({
        base,
        redirectUri,
        user: portal.user,
        subscriptionsUrl: `${site}/videos/subscriptions`,
        siteUrl: redirectUri ?? `${site}/`,
      }),
    );
  });

  app.post('/profile', async (c) => {
    const form = await c.req.parseBody();
    const redirectUri = redirectOf(c, str(form.redirect_uri));
    if (redirectUri === 'bad') return refused(c);
    const portal = accounts.portalUser(getCookie(c, PORTAL_COOKIE));
    if (!portal) return c.redirect(`${base}/login`, 302);
    const saved = accounts.updateProfile(portal.user.id, {
      firstName: str(form.firstName),
      lastName: str(form.lastName),
    });
    const site = siteOriginFor(redirectUri);
    return c.html(
      profilePage({
        base,
        redirectUri,
        user: portal.user,
        subscriptionsUrl: `${site}/videos/subscriptions`,
        siteUrl: redirectUri ?? `${site}/`,
        ...(saved ? { saved: true } : { error: 'Please enter your first and last name.' }),
      }),
      saved ? 200 : 400,
    );
  });

  app.get('/logout', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    const portalToken = getCookie(c, PORTAL_COOKIE);
    if (portalToken) accounts.endPortal(portalToken);
    deleteCookie(c, PORTAL_COOKIE, { path: '/' });
    const sessionId = c.req.query('sessionId');
    if (sessionId) accounts.endSession(sessionId);
    if (!redirectUri) return c.redirect(`${base}/login`, 302);
    const target = new URL(redirectUri);
    target.searchParams.set(ssoReturnParams.logoutSuccess, 'true');
    return c.redirect(target.toString(), 302);
  });

  app.get('/social/:provider', (c) => {
    const provider = c.req.param('provider') as SsoSocialProvider;
    if (!ssoSocialProviders.includes(provider))
      return c.html(messagePage('Not found', 'Unknown sign-in provider.'), 404);
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (redirectUri === 'bad') return refused(c);
    return c.html(socialPage({ base, redirectUri, provider, accounts: socialAccounts[provider] }));
  });

  app.post('/social/:provider', async (c) => {
    const provider = c.req.param('provider') as SsoSocialProvider;
    if (!ssoSocialProviders.includes(provider))
      return c.html(messagePage('Not found', 'Unknown sign-in provider.'), 404);
    const form = await c.req.parseBody();
    const redirectUri = redirectOf(c, str(form.redirect_uri));
    if (redirectUri === 'bad') return refused(c);
    const profile = socialAccounts[provider][Number(str(form.account))];
    if (!profile) return c.html(messagePage('Sign-in problem', 'Please choose an account.'), 400);
    return finishSignIn(c, accounts.socialUser(provider, profile), redirectUri);
  });

  // ---- JSON endpoints ------------------------------------------------------------------
  const envelope = <T>(success: boolean, message: string, response: T | null): SsoEnvelope<T> => ({
    success,
    message,
    response,
  });
  const needsPass = (c: Context) => c.req.query('user_agent_pass') !== 'true';

  // the portal's own words for a refusal it sent back to the site (loginError=<code>)
  app.get('/login-errors/:code', (c) => {
    const message = ssoLoginErrorMessage(c.req.param('code'));
    return message
      ? c.json({ message } satisfies SsoLoginErrorWire)
      : c.json({ error: 'not_found', message: 'No such login error' }, 404);
  });

  app.get('/session', (c) => {
    if (needsPass(c)) return c.json(envelope(false, 'user_agent_pass=true is required', null), 400);
    const tokens = accounts.resumeSession(c.req.query('sessionId') ?? '');
    return c.json(tokens ? envelope(true, 'ok', toTokenResponse(tokens)) : envelope(false, SSO_NO_SESSION, null));
  });

  app.get('/refresh', (c) => {
    if (needsPass(c)) return c.json(envelope(false, 'user_agent_pass=true is required', null), 400);
    const tokens = accounts.refresh(c.req.query('refresh_token') ?? '');
    return c.json(tokens ? envelope(true, 'ok', toTokenResponse(tokens)) : envelope(false, SSO_INVALID_REQUEST, null));
  });

  app.post('/session/end', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { sessionId?: unknown } | null;
    if (typeof body?.sessionId === 'string') accounts.endSession(body.sessionId);
    return c.json(envelope(true, 'ok', null));
  });

  app.get('/auth', (c) => {
    const redirectUri = redirectOf(c, c.req.query('redirect_uri'));
    if (!redirectUri || redirectUri === 'bad') return c.json(envelope(false, SSO_INVALID_REQUEST, null), 400);
    const tokens = accounts.redeemCode(c.req.query('code') ?? '');
    const body: SsoAuthResponse = tokens
      ? envelope(true, 'ok', {
          FirstName: tokens.user.firstName,
          LastName: tokens.user.lastName,
          access_token: tokens.accessToken,
          access_token_expires_utc: new Date(tokens.accessExpiresAt).toISOString(),
          sub: tokens.user.id,
        })
      : envelope<NonNullable<SsoAuthResponse['response']>>(false, SSO_INVALID_REQUEST, null);
    return c.json(body);
  });

  return app;
}
