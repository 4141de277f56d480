import { useParams } from 'react-router-dom';
import { data } from 'react-router-dom';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { usePageSeed, type ServerLoad } from '../../shared/ssr/page-data';
import { listFilterFromParams } from './list-filter';
import { filterKey, loadNewsListPage, NewsListView } from './news-list-view';
import type { NewsListState } from './news-list-vm';

/** /news, /category/:category? and date archives such as /news/2025/08. */
export default function NewsListPage() {
  const filter = listFilterFromParams(useParams());
  const seed = usePageSeed<NewsListState>();
  if (!filter) return <NotFoundPage />;
  return <NewsListView key={filterKey(filter)} filter={filter} seed={seed} />;
}

export const serverLoad: ServerLoad<NewsListState> = async ({ services, params, url }) => {
  const filter = listFilterFromParams(params);
  if (!filter) throw data(null, { status: 404 });
  return loadNewsListPage(services, filter, url.pathname);
};
