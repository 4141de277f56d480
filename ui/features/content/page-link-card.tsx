import type { PageLink } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import cardStyles from '../news/news-card.module.css';

/** A child page or a card block entry: image (when it has one), title link, summary. */
/** `eager`: the card is likely in a phone's first screen (the first under a hero): its picture loads at once */
export function PageLinkCard({
  link,
  headingLevel: H = 'h3',
  eager = false,
}: {
  readonly link: PageLink;
  readonly headingLevel?: 'h2' | 'h3';
  readonly eager?: boolean;
}) {
  return (
    <article className={cardStyles.card}>
      {link.imageKey ? (
        <div className={cardStyles.media}>
          {/* decorative: the title beside it names the card */}
          <ResponsiveImage
            imageKey={link.imageKey}
            alt=""
            width={500}
            height={281}
            fit="cover"
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            eager={eager}
          />
        </div>
      ) : null}
      <div className={cardStyles.body}>
        <H className={cardStyles.title}>
          <AppLink href={link.path} className={cardStyles.link}>
            {link.title}
          </AppLink>
        </H>
        {link.summary ? <p>{link.summary}</p> : null}
      </div>
    </article>
  );
}
