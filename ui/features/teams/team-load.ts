import type { Result, TeamError } from '@core';
import { notFoundStatus, type LoadStatus } from '../../shared/view-models/load-status';
import { createSingleResourceLoad } from '../../shared/view-models/single-resource-load';

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

/** One thing's load cycle for the team pages: a missing team or player is a 404 (statusFromTeamError). */
export function createTeamLoad<T>(options: {
  state: { status: LoadStatus };
  fetch: () => Promise<Result<T, TeamError>>;
  onLoaded: (value: T, isCurrent: () => boolean) => void | Promise<void>;
}): { load(): Promise<void>; start(): () => void } {
  return createSingleResourceLoad({ ...options, statusOf: statusFromTeamError });
}

/** a seeded view model (the server's snapshot) has nothing to fetch on start */
export const seededStart = () => () => {};
