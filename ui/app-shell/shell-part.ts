import type { Result, ServiceError } from '@core';
import { createLatestWins } from '../shared/view-models/latest-wins';

/**
 * One part of the site chrome (web settings, menus, sponsors, adverts) loaded on its
 * own: a slow or failing service holds back and hides only its own part. A part that
 * failed is asked for again when the fan moves on (`loadIfFailed` on a route change),
 * so a service that comes back shows up again without a full reload; a part that
 * loaded, or is still on its way, is not asked for twice. Latest answer wins: an
 * older answer (another mode, a disposed shell) never writes over a newer one.
 */
export interface ShellPart {
  load(): Promise<void>;
  /** loads unless the part already has its answer (the server's, for the first page) */
  loadUnlessLoaded(): Promise<void>;
  loadIfFailed(): void;
  /** drops the answer in flight (the shell went away) */
  drop(): void;
}

export function createShellPart<T>(
  fetch: () => Promise<Result<T, ServiceError>>,
  apply: (answer: Result<T, ServiceError>) => void,
  /** the part starts with an answer (the server rendered the page with it) */
  seeded = false,
): ShellPart {
  const latest = createLatestWins();
  let status: 'idle' | 'loading' | 'loaded' | 'failed' = seeded ? 'loaded' : 'idle';
  const load = () => {
    status = 'loading';
    return latest
      .run(fetch, (answer) => {
        status = answer.ok ? 'loaded' : 'failed';
        apply(answer);
      })
      .catch(() => {
        status = 'failed';
      });
  };
  return {
    load,
    loadUnlessLoaded: () => (status === 'loaded' ? Promise.resolve() : load()),
    loadIfFailed() {
      if (status === 'failed') void load();
    },
    drop() {
      latest.drop();
      if (status === 'loading') status = 'idle';
    },
  };
}
