import { data } from 'react-router-dom';
import type { LoadStatus } from '../view-models/load-status';
import type { PageData, PageHead } from './page-data';

/** A plain copy of a view model's state: what travels to the browser as the seed. */
export const plainCopy = <S>(state: S): S => JSON.parse(JSON.stringify(state)) as S;

/**
 * The server's answer for a page whose view model has settled: its seed and head,
 * or the status the error page is rendered with: 404 for content that does not
 * exist, 500 when a service failed (site-shell §2 and §8).
 */
export function settledPage<S extends { status: LoadStatus }>(state: S, head: (state: S) => PageHead): PageData<S> {
  if (state.status.kind === 'not-found') throw data(null, { status: 404 });
  if (state.status.kind === 'error') throw data({ code: state.status.code }, { status: 500 });
  return { seed: plainCopy(state), head: head(state) };
}
