/**
 * The lock on the site server: while a development password is set, every page address
 * answers the lock page (403, never cached, nothing of the page in it) unless the
 * request carries a valid allow-entry cookie, and the lock's form post checks the
 * password and sets that cookie. The built files (styles and code, which hold no
 * content), robots.txt and the health check stay open: the lock screen itself needs them.
 */
import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SITE_LOCK } from '@core';
import { ownPathOf } from '@protocol/return-address/safe-return-address';
import type { SiteLock } from './site-lock';
import { siteLockPageHtml } from './site-lock-page';

export interface SiteLockGateOptions {
  readonly lock: SiteLock;
  /** the shell with settings and head script, as every page starts from */
  readonly shellHtml: string;
  readonly siteOrigin: string;
  /** headers of an HTML page (security headers and the CSP) */
  readonly htmlHeaders: Readonly<Record<string, string>>;
  /** paths that stay open: the built files */
  readonly isOpenFile: (path: string) => boolean;
  readonly now: () => number;
}

const OPEN_PATHS = new Set(['/healthz', '/robots.txt']);
/** a password form is small; anything bigger is not one */
const MAX_FORM_BYTES = 4096;
const NO_STORE = { 'cache-control': 'no-store' };

type Env = { Variables: { path: string } };

export function installSiteLockGate(app: Hono<Env>, opts: SiteLockGateOptions): void {
  const lockedPage = siteLockPageHtml(opts.shellHtml, opts.lock.challenge);
  const locked = () =>
    new Response(lockedPage, {
      status: 403,
      headers: {
        ...opts.htmlHeaders,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
    });

  app.use('*', async (c: Context<Env>, next: Next) => {
    const path = c.get('path');
    if (c.req.method === 'POST' && path === SITE_LOCK.endpoint) return next();
    if (OPEN_PATHS.has(path) || path.startsWith('/assets/') || opts.isOpenFile(path)) return next();
    if (!(await opts.lock.allows(c.req.header('cookie'), opts.now()))) return locked();
    await next();
    // behind the lock, a page belongs to those let in: no shared cache may keep it for others
    // (the site server's answers are its own Responses, so their headers can be changed)
    c.res.headers.set('cache-control', 'private, no-cache');
    c.res.headers.append('vary', 'Cookie');
  });

  app.post(
    SITE_LOCK.endpoint,
    bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text('Payload Too Large', 413, NO_STORE) }),
    async (c) => {
      // only the lock screen's own form, from this site
      const origin = c.req.header('origin');
      if (origin && origin !== new URL(c.req.url).origin && origin !== new URL(opts.siteOrigin).origin)
        return c.text('Forbidden', 403, NO_STORE);
      const form = new URLSearchParams(await c.req.text());
      const password = form.get(SITE_LOCK.passwordField) ?? '';
      const back = ownPathOf(form.get(SITE_LOCK.returnField) ?? '/', opts.siteOrigin) ?? '/';
      const headers = new Headers({ location: back, ...NO_STORE });
      // a wrong password goes back to the lock screen
      if (opts.lock.passwordIsRight(password)) headers.set('set-cookie', await opts.lock.allowEntryCookie(opts.now()));
      return new Response(null, { status: 303, headers });
    },
  );
}
