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

/** how many files one idle period asks for */
export const LINKS_PER_IDLE = 2;

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
  // two files per idle period: every link added starts its fetch there and then (2-4 ms each in
  // a traced page load, 6x that on a simulated phone), and a route's dozen in one callback was a
  // long task of its own (80 ms at 6x); four were still 50-80 ms
  const batches = groups.flatMap((files) =>
    Array.from({ length: Math.ceil(files.length / LINKS_PER_IDLE) }, (_, i) =>
      files.slice(i * LINKS_PER_IDLE, (i + 1) * LINKS_PER_IDLE),
    ),
  );
  return batches.map((files) => () => {
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
