import type { NewsArticle, NewsSummary } from '@core';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import { SafeHtml } from '../../../shared/components/safe-html';
import { NewsDate } from '../news-date';
import { NewsGrid } from '../news-grid';
import type { NewsLayout } from '../news-href';
import pageStyles from '../../../shared/components/page.module.css';
import { ShareBar } from './share-bar';
import styles from './article.module.css';

export interface ArticleContentProps {
  readonly article: NewsArticle;
  readonly related: readonly NewsSummary[];
  readonly layout: NewsLayout;
  readonly shareUrl: string;
  /** the byline: the article's author, or the web settings' default author (articleAuthor) */
  readonly author?: string | undefined;
}

/** A loaded article: presentational, so stories and tests can pass a fixed article. */
export function ArticleContent({ article, related, layout, shareUrl, author = article.author }: ArticleContentProps) {
  return (
    <article className={layout === 'app' ? styles.appLayout : undefined} aria-labelledby="article-title">
      <header className={styles.hero}>
        <div className={`${pageStyles.container} ${styles.heroText}`}>
          <p className={styles.category}>{article.category.title}</p>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            {author ? <span>By {author}</span> : null}
            <NewsDate iso={article.publishedAt} />
          </p>
        </div>
        <div className={styles.heroImage}>
          <ResponsiveImage
            imageKey={article.imageKey}
            alt={article.imageAlt}
            width={1400}
            height={788}
            fit="cover"
            priority
            sizes="(min-width: 1440px) 1440px, 100vw"
          />
        </div>
      </header>

      <div className={`${pageStyles.container} ${styles.columns}`}>
        <SafeHtml html={article.bodyHtml} className={styles.body} />
        <aside className={styles.aside} aria-label="About this article">
          {article.tags.length > 0 ? (
            <section aria-labelledby="tags-title">
              <h2 id="tags-title" className={styles.asideTitle}>
                Tags
              </h2>
              <ul className={styles.tags}>
                {article.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <ShareBar url={shareUrl} title={article.title} />
        </aside>
      </div>

      {related.length > 0 ? (
        <section className={`${pageStyles.container} ${pageStyles.section}`} aria-labelledby="related-title">
          <h2 id="related-title" className={pageStyles.sectionTitle}>
            Related articles
          </h2>
          <NewsGrid items={related} layout={layout} label="Related articles" />
        </section>
      ) : null}
    </article>
  );
}
