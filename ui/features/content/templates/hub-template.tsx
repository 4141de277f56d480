import type { ContentPage } from '@core';
import pageStyles from '../../../shared/components/page.module.css';
import { ContentBlocks } from '../content-blocks';
import { ContentHero, PlainHeader } from '../content-hero';
import { PageLinkCard } from '../page-link-card';
import styles from '../content-page.module.css';

/** Hub: hero, intro, the child pages as tiles, then the blocks. */
export function HubTemplate({ page }: { readonly page: ContentPage }) {
  return (
    <article aria-labelledby="content-title" className={styles.page}>
      {page.heroImageKey ? (
        <ContentHero title={page.title} imageKey={page.heroImageKey} imageAlt={page.heroImageAlt ?? ''} />
      ) : null}
      <div className={`${pageStyles.container} ${page.heroImageKey ? '' : pageStyles.top}`}>
        {page.heroImageKey ? (
          page.summary ? (
            <p className={styles.intro}>{page.summary}</p>
          ) : null
        ) : (
          <PlainHeader title={page.title} summary={page.summary} />
        )}
        {page.children.length > 0 ? (
          <section className={pageStyles.section} aria-labelledby="children-title">
            <h2 id="children-title" className={pageStyles.sectionTitle}>
              In this section
            </h2>
            <ul className={pageStyles.grid}>
              {/* on a phone the first tile under the hero is in the first screen, and larger than the hero */}
              {page.children.map((c, i) => (
                <li key={c.path}>
                  <PageLinkCard link={c} eager={i === 0 && Boolean(page.heroImageKey)} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ContentBlocks blocks={page.blocks} />
      </div>
    </article>
  );
}
