/**
 * msw handlers that forward every request under `origin` to the stand-in's fetch
 * handler, so adapters make real HTTP-shaped calls in unit tests with no port.
 * The origin may carry a path prefix (http://host/api); it is stripped before
 * the stand-in sees the request.
 */
import { http, type HttpHandler } from 'msw';
import { createStandIn, type StandIn, type StandInOptions } from '@stand-in/app';

export const STAND_IN_ORIGIN = 'http://stand-in.test';

export interface StandInHandlerOptions extends StandInOptions {
  /** pass your own stand-in to reach its control (faults, analytics events) */
  standIn?: StandIn;
}

export function standInHandlers(origin = STAND_IN_ORIGIN, options: StandInHandlerOptions = {}): HttpHandler[] {
  const { standIn: given, ...standInOptions } = options;
  const standIn = given ?? createStandIn({ controls: true, ...standInOptions });
  const base = new URL(origin);
  const prefix = base.pathname.replace(/\/+$/, '');
  return [
    http.all(`${origin.replace(/\/+$/, '')}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const rewritten = new URL(`${url.pathname.slice(prefix.length) || '/'}${url.search}`, base.origin);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const forwarded = new Request(rewritten, {
        method: request.method,
        headers: request.headers,
        signal: request.signal,
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      });
      return standIn.fetch(forwarded);
    }),
  ];
}
