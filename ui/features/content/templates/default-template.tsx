import type { ContentPage } from '@core';
import pageStyles from '../../../shared/components/page.module.css';
import { Breadcrumbs } from '../breadcrumbs';
import { ContentBlocks } from '../content-blocks';
import { ContentHero, PlainHeader } from '../content-hero';
import styles from '../content-page.module.css';

/** Default: breadcrumbs, the h1, the blocks (with the hero above when the page has one). */
export function DefaultTemplate({ page }: { readonly page: ContentPage }) {
  return (
    <article aria-labelledby="content-title" className={styles.page}>
      {page.heroImageKey ? (
        <ContentHero title={page.title} imageKey={page.heroImageKey} imageAlt={page.heroImageAlt ?? ''} />
      ) : null}
      <div className={`${pageStyles.container} ${page.heroImageKey ? '' : pageStyles.top}`}>
        <Breadcrumbs page={page} />
        {page.heroImageKey ? null : <PlainHeader title={page.title} />}
        <ContentBlocks blocks={page.blocks} />
      </div>
    </article>
  );
}
