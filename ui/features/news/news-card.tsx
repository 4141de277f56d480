import type { NewsSummary } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { SpoilerSafeTitle } from '../../shared/components/spoiler-safe-title';
import { NewsDate } from './news-date';
import { newsHref, type NewsLayout } from './news-href';
import card from '../../shared/components/card.module.css';
import styles from './news-card.module.css';

export interface NewsCardProps {
  readonly item: NewsSummary;
  readonly layout?: NewsLayout;
  /** the heading level inside the list's section */
  readonly headingLevel?: 'h2' | 'h3';
  /** above the fold: the image loads eagerly at high priority (it may be the largest paint) */
  readonly priority?: boolean;
}

/** the card image's responsive sizes: the server's preload of a list's first card uses the same */
export const newsCardImage = {
  width: 500,
  height: 281,
  sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

/**
 * One article in a grid. The whole card is clickable through the title link's
 * stretched ::after, so there is one link (one tab stop, one accessible name) per card.
 */
export function NewsCard({ item, layout = 'site', headingLevel: H = 'h3', priority = false }: NewsCardProps) {
  return (
    <article className={card.card}>
      <div className={card.media}>
        <ResponsiveImage
          imageKey={item.imageKey}
          alt={item.imageAlt}
          width={newsCardImage.width}
          height={newsCardImage.height}
          fit="cover"
          sizes={newsCardImage.sizes}
          priority={priority}
        />
      </div>
      <div className={card.body}>
        <p className={styles.category}>{item.category.title}</p>
        <H className={card.title}>
          <AppLink href={newsHref(item.slug, layout)} className={card.link}>
            <SpoilerSafeTitle title={item.title} />
          </AppLink>
        </H>
        <NewsDate iso={item.publishedAt} className={card.date} />
      </div>
    </article>
  );
}
