import type { AdvertPort, PagesPort, Result, SponsorPort, WebSettingsPort } from '@core';
import { cachedValue } from '../server/cached-value';
import type { PortFactories } from './service-bindings';

/**
 * How long the site server keeps a site-wide answer: the page cache's own reuse of a render
 * (create-site-server.ts, 10 s by default), so a change in the CMS shows no later than a
 * cached page would show it anyway.
 */
export const SITE_WIDE_ANSWERS_MS = 10_000;

/**
 * On the site server every render asked the same services for the same public answers: the
 * menus, the web settings, the footer's sponsors and adverts (the shell's server load), and
 * the header sponsor, four of an article's six service calls. They are the same for every
 * visitor (a render never sees who asks), so the server's renders share one answer for a few
 * seconds: callers asking meanwhile share the call on its way, and a failed answer is not
 * kept (the next render asks again, as before). What the core does with an answer (the
 * time and the child-friendly filters) still runs on every render.
 */
export function shareSiteWideAnswers(
  ports: PortFactories,
  ms: number = SITE_WIDE_ANSWERS_MS,
  now: () => number = Date.now,
): PortFactories {
  const keep = <T, E>(call: () => Promise<Result<T, E>>) => cachedValue(call, (r) => (r.ok ? ms : 0), now);
  const shared = { ...ports };
  decorate<PagesPort>(shared, 'pages', (port) => ({ menus: keep(() => port.menus()) }));
  decorate<WebSettingsPort>(shared, 'webSettings', (port) => ({ get: keep(() => port.get()) }));
  decorate<SponsorPort>(shared, 'sponsors', (port) => ({
    footerRows: keep(() => port.footerRows()),
    headerSponsor: keep(() => port.headerSponsor()),
  }));
  decorate<AdvertPort>(shared, 'adverts', (port) => ({ footerAdverts: keep(() => port.footerAdverts()) }));
  return shared;
}

/** the port as made, with some of its methods replaced (the others still answer as the port's own) */
function decorate<P extends object>(
  ports: PortFactories,
  key: keyof PortFactories,
  replace: (port: P) => Partial<P>,
): void {
  const make = ports[key];
  if (!make) return;
  ports[key] = () => {
    const port = make() as P;
    return Object.assign(Object.create(port) as P, replace(port));
  };
}
