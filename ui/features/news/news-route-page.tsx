import { data, useParams } from 'react-router-dom';
import { parseNewsRoute } from '@core';
import { NotFoundPage } from '../../app-shell/error/error-page';
import type { ServiceLocator } from '../../shared/services/service-tokens';
import { usePageSeed, type PageData, type ServerLoad } from '../../shared/ssr/page-data';
import { ArticleView, loadArticlePage } from './article/article-view';
import type { ArticleState } from './article/article-vm';
import { filterFromNewsRoute } from './list-filter';
import type { NewsLayout } from './news-href';
import { filterKey, loadNewsListPage, NewsListView } from './news-list-view';
import type { NewsListState } from './news-list-vm';

type NewsRouteSeed = ArticleState | NewsListState;

/**
 * /news/:slug and every date variant. The routes overlap (/news/2025/08 may arrive
 * as a month or as a slug), so parseNewsRoute reads the params positionally and
 * decides: an archive list, an article, or a 404.
 */
export default function NewsRoutePage() {
  return <NewsRouteView layout="site" />;
}

/** The site's and the app layout's news routes: the same decision, the same seed. */
export function NewsRouteView({ layout }: { readonly layout: NewsLayout }) {
  const route = parseNewsRoute(useParams());
  const seed = usePageSeed<NewsRouteSeed>();
  if (route.kind === 'article')
    return <ArticleView key={route.slug} slug={route.slug} layout={layout} seed={seed as ArticleState | undefined} />;
  const filter = filterFromNewsRoute(route);
  if (!filter) return <NotFoundPage />;
  return (
    <NewsListView key={filterKey(filter)} filter={filter} layout={layout} seed={seed as NewsListState | undefined} />
  );
}

/** The server's load for a news route in either layout. */
export function loadNewsRoute(
  services: ServiceLocator,
  params: Readonly<Record<string, string | undefined>>,
  layout: NewsLayout,
  path: string,
): Promise<PageData<NewsRouteSeed>> {
  const route = parseNewsRoute(params);
  if (route.kind === 'article')
    return loadArticlePage(services, route.slug, layout, layout === 'app' ? `/news/${route.slug}` : path);
  const filter = filterFromNewsRoute(route);
  if (!filter) throw data(null, { status: 404 });
  return loadNewsListPage(services, filter, path);
}

export const serverLoad: ServerLoad<NewsRouteSeed> = ({ services, params, url }) =>
  loadNewsRoute(services, params, 'site', url.pathname);
