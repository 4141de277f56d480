import type { NewsSummary } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { NewsDate } from '../news/news-date';
import { newsHref } from '../news/news-href';
import styles from './home-page.module.css';

/** The newest article, large: above the fold, so its image loads eagerly at high priority. */
export function HomeHero({ item }: { readonly item: NewsSummary }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroImage}>
        <ResponsiveImage imageKey={item.imageKey} alt={item.imageAlt} width={1400} height={700} fit="cover" priority />
      </div>
      <div className={styles.heroPanel}>
        <p className={styles.heroCategory}>{item.category.title}</p>
        <h2 id="hero-title" className={styles.heroTitle}>
          <AppLink href={newsHref(item.slug)} className={styles.heroLink}>
            {item.title}
          </AppLink>
        </h2>
        <p className={styles.heroSummary}>{item.summary}</p>
        <NewsDate iso={item.publishedAt} className={styles.heroDate} />
      </div>
    </section>
  );
}
