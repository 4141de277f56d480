/**
 * Analytics sink. POST /events takes one event or a list (the site beacons a batch as
 * text/plain: a beacon cannot ask for a preflight, so the body is read as JSON whatever
 * its type). What was stored (bounded) is read and emptied only through the controls-gated
 * /__control/analytics (stand-in/app.ts), which journeys use: the sink holds what fans did, so
 * no page on any site may list it or wipe it. An event with a string value
 * that looks like a token (JWT-like, or longer than 200 characters) is refused
 * with 400: the site must never leak credentials into analytics.
 */
import { Hono } from 'hono';
import { badRequest } from './http-helpers';

export const ANALYTICS_CAPACITY = 500;
const JWT_LIKE = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$|^[\w-]{16,}\.[\w-]{16,}\.[\w-]{16,}$/;

export function looksLikeToken(value: string): boolean {
  return value.length > 200 || JWT_LIKE.test(value);
}

function tokenLikePath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return looksLikeToken(value) ? path : null;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = tokenLikePath(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

export interface AnalyticsSink {
  readonly service: Hono;
  events(): readonly unknown[];
  /** with the time each arrived, as GET /__control/analytics lists them */
  received(): readonly { receivedAt: string; event: unknown }[];
  clear(): void;
}

export function createAnalyticsService(now: () => number): AnalyticsSink {
  let stored: { receivedAt: string; event: unknown }[] = [];
  const app = new Hono();
  app.post('/events', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return badRequest(c, 'body must be JSON');
    }
    const events = Array.isArray(body) ? body : [body];
    if (events.length === 0 || events.some((e) => !e || typeof e !== 'object' || Array.isArray(e)))
      return badRequest(c, 'an event is a JSON object');
    for (const e of events) {
      const field = tokenLikePath(e, '');
      if (field) return badRequest(c, `field "${field}" looks like a token and was refused`);
    }
    const receivedAt = new Date(now()).toISOString();
    stored = [...stored, ...events.map((event) => ({ receivedAt, event }))].slice(-ANALYTICS_CAPACITY);
    return c.json({ accepted: events.length }, 202);
  });
  return {
    service: app,
    events: () => stored.map((s) => s.event),
    received: () => [...stored],
    clear: () => {
      stored = [];
    },
  };
}
