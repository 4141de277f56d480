import { channelHref, formatMatchDate, site, type LiveStreamConfig, type VideoConfig, type VideoSection } from '@core';
import { useSignedIn } from '../../account/use-signed-in';
import { AppLink } from '../../../shared/components/app-link';
import { FormattedDate, useDateFormats } from '../../../shared/components/dates';
import { ActionButton, ButtonLink } from '../../../shared/components/button';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import { VisuallyHidden } from '../../../shared/components/visually-hidden';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { ServerPainted } from '../../../shared/components/server-painted';
import { VideoGrid } from './video-grid';
import { useWatchedAmong } from './watch-states';
import styles from './videos.module.css';
import { ReservedSwap } from '../../../shared/scheduling';
import { usePlaybackIntent } from '../playback/use-playback-intent';

export const SUBSCRIBE_PATH = '/videos/sub';
export const LIVE_PATH = '/live';

/** The video brand's hero (VideoConfig.hero): above the fold, so its image loads eagerly. */
export function VideosHero({ config }: { readonly config: VideoConfig }) {
  return (
    <section className={styles.hero} aria-labelledby="videos-hero-title">
      <div className={styles.heroImage}>
        <ResponsiveImage
          imageKey={config.hero.imageKey || config.fallbackImageKey}
          alt=""
          width={1400}
          height={600}
          fit="cover"
          priority
        />
      </div>
      <div className={styles.heroPanel}>
        <h1 id="videos-hero-title" className={styles.heroTitle}>
          {config.hero.title || config.brand}
        </h1>
        <p className={styles.heroText}>{config.hero.text}</p>
      </div>
    </section>
  );
}

/**
 * The subscribe promo (STREAM-3): a guest is invited to subscribe ('Subscribe now'
 * to the subscription page, where they are asked to sign in); a signed-in fan sees the
 * packages at once ('View Packages' opens the packages modal).
 */
export function SubscribePromo() {
  const signedIn = useSignedIn();
  const interfaceVm = useService(ViewModels.interfaceVm);
  return (
    <section aria-label="Subscribe">
      {/* the server renders the guest's version; the box already fits the signed-in one */}
      <ReservedSwap
        as="div"
        className={styles.promoBox}
        showSecond={signedIn}
        first={
          <div className={styles.promo}>
            <p className={styles.promoText}>{site.texts.subscribePromoLoggedOut}</p>
            <ButtonLink
              button={{
                link: SUBSCRIBE_PATH,
                text: site.buttonLabels.subscribeNow,
                type: 'primary-dark',
                icon: 'Chevrons',
                iconAlignment: 'right',
              }}
            />
          </div>
        }
        second={
          <div className={styles.promo}>
            <p className={styles.promoText}>{site.texts.subscribePromoLoggedIn}</p>
            <ActionButton
              variant="primary-dark"
              icon="Chevrons"
              onClick={() => interfaceVm.dispatch({ type: 'packages/open' })}
            >
              {site.buttonLabels.viewPackages}
            </ActionButton>
          </div>
        }
      />
    </section>
  );
}

/** The configured live match: 'Watch Live' opens /live, 'Listen Live' the floating audio player. */
export function LiveStrip({ live }: { readonly live: LiveStreamConfig }) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  // /live, its player and the fan's token are prepared before the press (usePlaybackIntent)
  const intent = usePlaybackIntent({ mediaType: 'video', entryId: live.videoEntryId, required: live.videoRequired });
  return (
    <section className={styles.live} aria-labelledby="videos-live-title">
      <div>
        <p className={styles.liveLabel}>Live</p>
        <h2 id="videos-live-title" className={styles.liveTitle}>
          {live.title}
        </h2>
        {/* the paragraph only when the feed's time is a valid date */}
        {formatMatchDate(live.startsAt) ? (
          <p className={styles.liveWhen}>
            <FormattedDate iso={live.startsAt} format="matchDate" />
          </p>
        ) : null}
      </div>
      <div className={styles.liveActions}>
        <ButtonLink
          button={{
            link: LIVE_PATH,
            text: site.buttonLabels.watchLive,
            type: 'primary-light',
            icon: 'Live',
            iconAlignment: 'left',
          }}
          {...intent}
        />
        <ActionButton
          variant="ghost-light"
          icon="Audio"
          iconAlignment="left"
          onClick={() =>
            interfaceVm.dispatch({
              type: 'audio/open',
              entryID: live.audioEntryId,
              title: `${live.title}: live commentary`,
            })
          }
        >
          {site.buttonLabels.listenLive}
        </ActionButton>
      </div>
    </section>
  );
}

/** A row of the main feed: its title, a 'View all' link to its channel, its newest videos. */
export function VideoSectionRow({
  section,
  index,
  fallbackImageKey,
}: {
  readonly section: VideoSection;
  readonly index: number;
  readonly fallbackImageKey: string;
}) {
  const titleId = `videos-section-${index}`;
  const watched = useWatchedAmong(section.items);
  const formats = useDateFormats();
  // the row the server painted (links, pictures and text) is kept as it is while hydrating; a
  // watched mark or a new answer renders it again
  return (
    <ServerPainted
      as="section"
      className={styles.row}
      aria-labelledby={titleId}
      deps={[section, watched, formats.date]}
    >
      <div className={styles.rowHeader}>
        <h2 id={titleId} className={styles.rowTitle}>
          {section.title}
        </h2>
        {section.channel ? (
          <AppLink href={channelHref(section.channel)} className={styles.viewAll}>
            View all <VisuallyHidden>{section.title}</VisuallyHidden>
          </AppLink>
        ) : null}
      </div>
      <VideoGrid items={section.items} fallbackImageKey={fallbackImageKey} label={section.title} />
    </ServerPainted>
  );
}
