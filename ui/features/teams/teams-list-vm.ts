import { proxy } from 'valtio/vanilla';
import type { LoadTeams, TeamCard } from '@core';
import { loading, type LoadStatus } from '../../shared/view-models/load-status';
import { createTeamLoad, seededStart } from './team-load';
import { plainCopy } from '../../shared/view-models/plain-copy';

export interface TeamsListState {
  status: LoadStatus;
  teams: TeamCard[];
}

/** /teams: the teams the configuration shows there, each linking to its page (or out). */
export function createTeamsListVm(deps: { loadTeams: LoadTeams }, seed?: TeamsListState) {
  const state = proxy<TeamsListState>(seed ?? { status: loading, teams: [] });
  const cycle = createTeamLoad({
    state,
    fetch: () => deps.loadTeams(),
    onLoaded: (teams) => {
      state.teams = plainCopy([...teams]);
    },
  });
  return { state, load: cycle.load, retry: cycle.load, start: seed ? seededStart : cycle.start };
}
export type TeamsListVm = ReturnType<typeof createTeamsListVm>;
