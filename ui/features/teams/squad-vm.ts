import { proxy } from 'valtio/vanilla';
import type { ExternalTeamPage, LoadSquad, SquadPage } from '@core';
import { loading, type LoadStatus } from '../../shared/view-models/load-status';
import { createTeamLoad, plain, seededStart } from './team-load';

export interface SquadState {
  status: LoadStatus;
  page: SquadPage | ExternalTeamPage | null;
}

/** /teams/:team: the squad grouped by position, staff, overview and the players away on loan. */
export function createSquadVm(deps: { loadSquad: LoadSquad; teamSlug: string | undefined }, seed?: SquadState) {
  const state = proxy<SquadState>(seed ?? { status: loading, page: null });
  const cycle = createTeamLoad({ state, fetch: () => deps.loadSquad(deps.teamSlug), onLoaded: (page) => { state.page = plain(page); } });
  return { state, load: cycle.load, retry: cycle.load, start: seed ? seededStart : cycle.start };
}
export type SquadVm = ReturnType<typeof createSquadVm>;
