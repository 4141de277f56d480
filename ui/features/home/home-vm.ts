import { site, type LoadNewsList, type LoadNewsPage, type NewsSummary } from '@core';
import { createNewsListVm, type NewsListState, type NewsListVm } from '../news/news-list-vm';

/**
 * The home page is the unfiltered news list with its newest article lifted into
 * the hero, so it reuses the list's paging, de-duplication and latest-wins loading.
 */
export type HomeVm = NewsListVm;

export function createHomeVm(deps: {
  loadNewsList: LoadNewsList;
  loadNewsPage: LoadNewsPage;
  pageSize?: number;
  seed?: NewsListState;
}): HomeVm {
  return createNewsListVm({ ...deps, filter: {}, pageSize: deps.pageSize ?? site.newsPaging.listPageSize });
}

/** The newest article is the hero; the grid shows the rest, so none appears twice. */
export function splitHero(items: readonly NewsSummary[]): { hero: NewsSummary | null; grid: NewsSummary[] } {
  const [hero, ...grid] = items;
  return { hero: hero ?? null, grid };
}
