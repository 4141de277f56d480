import { routeModules } from './route-modules';
import { PREFETCH_DATA_ID, PREFETCHED_ROUTES } from './prefetch-names';

const isFileList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((f) => typeof f === 'string' && f.startsWith('/') && !f.startsWith('//'));

/** the server's list: one group of files per route (its chunks and stylesheets), or null without one */
export function readPrefetchChunks(doc: Document = document): string[][] | null {
  const text = doc.getElementById(PREFETCH_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const groups: unknown = JSON.parse(text);
    return Array.isArray(groups) && groups.every(isFileList) ? groups : null;
  } catch {
    return null;
  }
}

/**
 * Warming a route, a loader per route for prefetchRoutes. With the server's list, the route's files
 * are fetched into the HTTP cache (rel=prefetch, lowest priority) and nothing runs: importing the
 * route instead evaluated its modules, 40-75 ms per route on a simulated phone, inside the first
 * page's load. Opening the route later imports them from the cache. Without a list (the dev
 * server has no build manifest) the route's import is the warm-up.
 */
export function prefetchLoaders(doc: Document = document): (() => Promise<unknown>)[] {
  const groups = readPrefetchChunks(doc);
  if (!groups) return PREFETCHED_ROUTES.map((name) => routeModules[name]);
  return groups.map((files) => () => {
    for (const href of files) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
      link.href = href;
      doc.head.appendChild(link);
    }
    return Promise.resolve();
  });
}
