import type { ContentPage } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import pageStyles from '../../../shared/components/page.module.css';
import { ContentBlocks } from '../content-blocks';
import { ContentHero, PlainHeader } from '../content-hero';
import styles from '../content-page.module.css';

/** Landing: the title over the hero image, the blocks (buttons among them), then the children as a list. */
export function LandingTemplate({ page }: { readonly page: ContentPage }) {
  return (
    <article aria-labelledby="content-title" className={styles.page}>
      {page.heroImageKey ? (
        <ContentHero
          title={page.title}
          summary={page.summary}
          imageKey={page.heroImageKey}
          imageAlt={page.heroImageAlt ?? ''}
        />
      ) : null}
      <div className={`${pageStyles.container} ${page.heroImageKey ? '' : pageStyles.top}`}>
        {page.heroImageKey ? null : <PlainHeader title={page.title} summary={page.summary} />}
        <ContentBlocks blocks={page.blocks} />
        {page.children.length > 0 ? (
          <section className={pageStyles.section} aria-labelledby="children-title">
            <h2 id="children-title" className={pageStyles.sectionTitle}>
              In this section
            </h2>
            <ul className={styles.childList}>
              {page.children.map((c) => (
                <li key={c.path}>
                  <AppLink href={c.path} className={styles.childLink}>
                    {c.title}
                  </AppLink>
                  {c.summary ? <p>{c.summary}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
