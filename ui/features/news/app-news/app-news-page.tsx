import { useParams } from 'react-router-dom';
import { parseNewsRoute } from '@core';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import { ArticleView } from '../article/article-view';
import { filterFromNewsRoute } from '../list-filter';
import { filterKey, NewsListView } from '../news-list-view';

/**
 * /app/news/:slug? and its date variants, inside the club app (AppNewsLayout: no site
 * chrome, noindex, cookies accepted). No slug is the news list; otherwise the article,
 * both in the compact app layout whose links stay under /app/news.
 */
export default function AppNewsPage() {
  const route = parseNewsRoute(useParams());
  if (route.kind === 'article') return <ArticleView key={route.slug} slug={route.slug} layout="app" />;
  const filter = filterFromNewsRoute(route);
  if (!filter) return <NotFoundPage />;
  return <NewsListView key={filterKey(filter)} filter={filter} layout="app" />;
}
