import type { ContentBlock } from '@core';
import { ButtonLink } from '../../shared/components/button';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { SafeHtml } from '../../shared/components/safe-html';
import pageStyles from '../../shared/components/page.module.css';
import { PageLinkCard } from './page-link-card';
import styles from './content-page.module.css';

/** The blocks of a content page, in order. Rich text from the service is sanitised by SafeHtml. */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { readonly block: ContentBlock }) {
  switch (block.kind) {
    case 'rich-text':
      return <SafeHtml html={block.html} className={styles.richText} />;
    case 'image':
      return (
        <figure className={styles.figure}>
          <ResponsiveImage
            imageKey={block.imageKey}
            alt={block.alt}
            width={1000}
            height={563}
            sizes="(min-width: 1024px) 60rem, 100vw"
          />
          {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'buttons':
      return (
        <ul className={styles.buttons}>
          {block.buttons.map((b, i) => (
            <li key={`${b.link}-${i}`} className={b.inline ? styles.inlineButton : undefined}>
              <ButtonLink button={b} />
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <section aria-label={block.title}>
          <h2 className={pageStyles.sectionTitle}>{block.title}</h2>
          <ul className={pageStyles.grid}>
            {block.cards.map((c) => (
              <li key={c.path + c.title}>
                <PageLinkCard link={c} />
              </li>
            ))}
          </ul>
        </section>
      );
    case 'quote':
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption className={styles.cite}>{block.cite}</figcaption>
        </figure>
      );
  }
}
