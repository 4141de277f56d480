import { proxy, ref } from 'valtio/vanilla';
import type { ExternalTeamPage, LoadSquad, SquadPage } from '@core';
import { loading, type LoadStatus } from '../../shared/view-models/load-status';
import { createTeamLoad, seededStart } from './team-load';
import { plainCopy } from '../../shared/view-models/plain-copy';

export interface SquadState {
  status: LoadStatus;
  page: SquadPage | ExternalTeamPage | null;
}

/** /teams/:team: the squad grouped by position, staff, overview and the players away on loan. */
export function createSquadVm(deps: { loadSquad: LoadSquad; teamSlug: string | undefined }, seed?: SquadState) {
  // the page is replaced whole, never changed in part: kept as it is (a valtio ref), not proxied
  // and copied object by object for every snapshot (the seed is the page the server painted)
  const state = proxy<SquadState>(
    seed ? { ...seed, page: seed.page && ref(seed.page) } : { status: loading, page: null },
  );
  const cycle = createTeamLoad({
    state,
    fetch: () => deps.loadSquad(deps.teamSlug),
    onLoaded: (page) => {
      state.page = ref(plainCopy(page));
    },
  });
  // a seed whose loans failed (the squad came, the loans service did not) asks again: the same
  // snapshot is handed back when the fan returns to this page, and the loans should heal by themselves
  // (quietly: the squad stays on screen while it asks)
  const loansMissing = seed?.page?.kind === 'squad' && seed.page.loans === null;
  const askForLoans = () => {
    let current = true;
    void deps.loadSquad(deps.teamSlug).then((r) => {
      if (current && r.ok && r.value.kind === 'squad' && r.value.loans !== null) state.page = ref(plainCopy(r.value));
    });
    return () => {
      current = false;
    };
  };
  return {
    state,
    load: cycle.load,
    retry: cycle.load,
    start: !seed ? cycle.start : loansMissing ? askForLoans : seededStart,
  };
}
export type SquadVm = ReturnType<typeof createSquadVm>;
