import type { ContentPage } from '@core';
import { AppLink } from '../../shared/components/app-link';
import styles from './content-page.module.css';

/** Home, the page's ancestors, then the page itself (current, not a link). */
export function Breadcrumbs({ page }: { readonly page: Pick<ContentPage, 'title' | 'breadcrumbs'> }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.crumbList}>
        <li>
          <AppLink href="/">Home</AppLink>
        </li>
        {page.breadcrumbs.map((b) => (
          <li key={b.path}>
            <AppLink href={b.path}>{b.title}</AppLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{page.title}</span>
        </li>
      </ol>
    </nav>
  );
}
