import { proxy, ref } from 'valtio/vanilla';
import type { LoadPlayer, NewsSearchHit, PlayerPage, SearchNews } from '@core';
import { loading, type LoadStatus } from '../../shared/view-models/load-status';
import { createTeamLoad, seededStart } from './team-load';
import { plainCopy } from '../../shared/view-models/plain-copy';

export const PLAYER_NEWS_COUNT = 4;

export interface PlayerState {
  status: LoadStatus;
  page: PlayerPage | null;
  /** the latest news naming the player; fails alone (null items: hidden with a message) */
  news: { status: 'loading' | 'ready' | 'error'; items: NewsSearchHit[] };
}

/**
 * A player profile (/players/:player, /players/:team/:player). The news is the news search for
 * the player's full name as an exact phrase, newest first: the news service has no player tags,
 * and the search is what names a player. It is loaded with the profile so the server's page has it.
 */
export function createPlayerVm(
  deps: { loadPlayer: LoadPlayer; searchNews: SearchNews; player: string; teamSlug?: string },
  seed?: PlayerState,
) {
  // the page and the news are replaced whole, never changed in part: kept as they are (valtio
  // refs), not proxied and copied object by object for every snapshot
  const state = proxy<PlayerState>(
    seed
      ? { ...seed, page: seed.page && ref(seed.page), news: ref(seed.news) }
      : { status: loading, page: null, news: ref({ status: 'loading', items: [] }) },
  );
  const cycle = createTeamLoad({
    state,
    fetch: () => deps.loadPlayer(deps.player, deps.teamSlug === undefined ? {} : { teamSlug: deps.teamSlug }),
    onLoaded: async (page, isCurrent) => {
      state.page = ref(plainCopy(page));
      state.news = ref({ status: 'loading', items: [] });
      const name = `${page.profile.firstName} ${page.profile.lastName}`;
      const found = await deps.searchNews({ term: name, filter: 'exact', sort: 'date', page: 1 });
      if (!isCurrent()) return;
      state.news = ref(
        found.ok
          ? { status: 'ready', items: plainCopy(found.value.hits.slice(0, PLAYER_NEWS_COUNT)) }
          : { status: 'error', items: [] },
      );
    },
  });
  return { state, load: cycle.load, retry: cycle.load, start: seed ? seededStart : cycle.start };
}
export type PlayerVm = ReturnType<typeof createPlayerVm>;
