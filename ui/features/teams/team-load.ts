import type { Result, TeamError } from '@core';
import { createLatestWins } from '../../shared/view-models/latest-wins';
import { loading, notFoundStatus, ready, type LoadStatus } from '../../shared/view-models/load-status';

/** valtio proxies what it is given: hand it a private plain copy of a use case's answer */
export const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** a missing team or player (or anything the service says does not exist) is a 404; the rest a catalogued error */
export function statusFromTeamError(error: TeamError): LoadStatus {
  switch (error.code) {
    case 'TEAM.NOT_FOUND':
    case 'TEAM.PLAYER_NOT_FOUND':
    case 'SERVICE.NOT_FOUND':
      return notFoundStatus;
    default:
      return { kind: 'error', code: error.code };
  }
}

/**
 * One thing's load cycle for the team pages: loading -> ready | not-found | error, latest
 * answer wins (a retry or StrictMode's double start never lets an older answer write last).
 * `onLoaded` may await extras (a player's news) before the page settles, so the server's
 * snapshot holds them too.
 */
export function createTeamLoad<T>(options: {
  state: { status: LoadStatus };
  fetch: () => Promise<Result<T, TeamError>>;
  onLoaded: (value: T, isCurrent: () => boolean) => void | Promise<void>;
}): { load(): Promise<void>; start(): () => void } {
  const latest = createLatestWins();
  let extras: Promise<void> = Promise.resolve();
  async function load(): Promise<void> {
    options.state.status = loading;
    await latest.run(options.fetch, (found, isCurrent) => {
      if (!found.ok) {
        options.state.status = statusFromTeamError(found.error);
        return;
      }
      extras = Promise.resolve(options.onLoaded(found.value, isCurrent)).then(() => {
        if (isCurrent() && options.state.status.kind === 'loading') options.state.status = ready;
      });
    });
    await extras;
  }
  return {
    load,
    start: () => {
      void load();
      return () => latest.drop();
    },
  };
}

/** a seeded view model (the server's snapshot) has nothing to fetch on start */
export const seededStart = () => () => {};
