import { useParams } from 'react-router-dom';
import { parseNewsRoute } from '@core';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { ArticleView } from './article/article-view';
import { filterFromNewsRoute } from './list-filter';
import { filterKey, NewsListView } from './news-list-view';

/**
 * /news/:slug and every date variant. The routes overlap (/news/2025/08 may arrive
 * as a month or as a slug), so parseNewsRoute reads the params positionally and
 * decides: an archive list, an article, or a 404.
 */
export default function NewsRoutePage() {
  const route = parseNewsRoute(useParams());
  if (route.kind === 'article') return <ArticleView key={route.slug} slug={route.slug} layout="site" />;
  const filter = filterFromNewsRoute(route);
  if (!filter) return <NotFoundPage />;
  return <NewsListView key={filterKey(filter)} filter={filter} />;
}
