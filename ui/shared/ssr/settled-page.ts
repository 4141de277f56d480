import { data } from 'react-router-dom';
import type { LoadStatus } from '../view-models/load-status';
import type { HeaderStyle } from '@core';
import type { PageData, PageHead } from './page-data';
import { plainCopy } from '../view-models/plain-copy';

/**
 * The server's answer for a page whose view model has settled: its seed and head;
 * a 404 (the error page) for content that does not exist; a 500 with the page's own
 * error state when a service failed (ROUTE-8, ERROR-3).
 */
export function settledPage<S extends { status: LoadStatus }>(
  state: S,
  head: (state: S) => PageHead,
  headerStyle?: (state: S) => HeaderStyle,
): PageData<S> {
  if (state.status.kind === 'not-found') throw data(null, { status: 404 });
  const page = {
    seed: plainCopy(state),
    head: head(state),
    ...(headerStyle ? { headerStyle: headerStyle(state) } : {}),
  };
  // a failing service: status 500 (nothing caches it), but the page itself renders its
  // catalogued message with 'Try again', seeded, so the retry works once hydrated
  if (state.status.kind === 'error') return data(page, { status: 500 }) as unknown as PageData<S>;
  return page;
}
