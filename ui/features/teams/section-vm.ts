import { proxy } from 'valtio/vanilla';
import type { ContentPage, LoadContentPage, LoadNewsList, LoadTeams, NewsSummary, TeamCard } from '@core';
import { createLatestWins } from '../../shared/view-models/latest-wins';
import { loading, ready, type LoadStatus } from '../../shared/view-models/load-status';
import { seededStart } from './team-load';
import { plainCopy } from '../../shared/view-models/plain-copy';

/** the women's section and the academy hub: a page of the page tree, the section's teams and its news */
export interface SectionConfig {
  /** the page tree's full path and the news category: 'women', 'academy' */
  readonly slug: string;
  /** the title when the page tree has no page for the section */
  readonly title: string;
  /** team ids shown in the section, in this order */
  readonly teamIds: readonly string[];
}

export const womenSection: SectionConfig = { slug: 'women', title: 'Women', teamIds: ['t2'] };
export const academySection: SectionConfig = { slug: 'academy', title: 'Academy', teamIds: ['t3', 't4'] };
export const SECTION_NEWS_COUNT = 3;

export interface SectionState {
  status: LoadStatus;
  /** null when the page tree has no page for the section (the page still stands on its teams and news) */
  page: ContentPage | null;
  /** each part fails alone: null is 'could not load' */
  teams: TeamCard[] | null;
  news: NewsSummary[] | null;
}

/**
 * The section's parts are asked together. The page fails as a whole (500) only when the page tree
 * fails: teams or news failing hide that part alone, and a missing page-tree page leaves the
 * section's own title over its teams and news.
 */
export function createSectionVm(
  deps: { loadContentPage: LoadContentPage; loadTeams: LoadTeams; loadNewsList: LoadNewsList; section: SectionConfig },
  seed?: SectionState,
) {
  const state = proxy<SectionState>(seed ?? { status: loading, page: null, teams: null, news: null });
  const latest = createLatestWins();
  const { section } = deps;
  async function load(): Promise<void> {
    state.status = loading;
    await latest.run(
      () =>
        Promise.all([
          deps.loadContentPage(section.slug),
          deps.loadTeams(),
          deps.loadNewsList({ category: section.slug }, SECTION_NEWS_COUNT),
        ]),
      ([page, teams, news]) => {
        state.teams = teams.ok
          ? plainCopy(section.teamIds.flatMap((id) => teams.value.filter((c) => c.team.id === id)))
          : null;
        state.news = news.listed.ok ? plainCopy(news.listed.value.items.slice(0, SECTION_NEWS_COUNT)) : null;
        if (page.ok) state.page = plainCopy(page.value);
        else if (page.error.code === 'SERVICE.NOT_FOUND') state.page = null;
        else {
          state.status = { kind: 'error', code: page.error.code };
          return;
        }
        state.status = ready;
      },
    );
  }
  return {
    state,
    load,
    retry: load,
    start: seed
      ? seededStart
      : () => {
          void load();
          return () => latest.drop();
        },
  };
}
export type SectionVm = ReturnType<typeof createSectionVm>;
