/**
 * Who may use the test controls (`/__control/*` at the root and under any service, e.g.
 * /stream/__control/entitlements): they change what every visitor gets, so
 * - only when the stand-in was started with controls on (else 404, as if absent);
 * - only from this machine: over a real port the connecting socket's address must be
 *   loopback (127.0.0.0/8, ::1, ::ffff:127.x). In process (msw in unit tests, Storybook)
 *   there is no socket, and the explicit `controls: true` is the permission;
 * - never from a browser page: a page on any site can send a simple POST to localhost,
 *   and it comes from loopback. Browsers always send Origin or Sec-Fetch-Site on such a
 *   request; the scripts that use controls (Node fetch, curl) send neither.
 * The address comes from the socket (@hono/node-server passes `{ incoming }` as the
 * environment), never from a header a caller could write.
 */
import type { Context, MiddlewareHandler } from 'hono';

const CONTROL_PATH = /(^|\/)__control(\/|$)/;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** the connecting address when the request came over a socket; undefined in process */
function socketOf(c: Context): { remoteAddress?: string } | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  if (!env || typeof env !== 'object' || !env.incoming) return undefined;
  return env.incoming.socket ?? {};
}

/** null when the request may use the controls, else the status to refuse it with */
export function controlRefusal(c: Context, controls: boolean): 403 | 404 | null {
  if (!controls) return 404;
  const socket = socketOf(c);
  if (socket !== undefined && !isLoopbackAddress(socket.remoteAddress)) return 403;
  if (c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined) return 403;
  return null;
}

/** guards every `__control` path of the app it is used in; other paths pass untouched */
export function controlGate(controls: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!CONTROL_PATH.test(new URL(c.req.url).pathname)) return next();
    const refused = controlRefusal(c, controls);
    if (refused === 404) return c.json({ error: 'Not Found' }, 404);
    if (refused === 403)
      return c.json({ error: 'Forbidden', message: 'Test controls answer scripts on this machine only.' }, 403);
    return next();
  };
}
