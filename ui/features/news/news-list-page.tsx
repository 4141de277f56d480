import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { listFilterFromParams } from './list-filter';
import { filterKey, NewsListView } from './news-list-view';

/** /news, /category/:category? and date archives such as /news/2025/08. */
export default function NewsListPage() {
  const filter = listFilterFromParams(useParams());
  if (!filter) return <NotFoundPage />;
  return <NewsListView key={filterKey(filter)} filter={filter} />;
}
