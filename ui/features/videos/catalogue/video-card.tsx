import { type RequiredEntitlement, type VideoSummary, videoHref } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import { FormattedDate } from '../../../shared/components/dates';
import { Icon } from '../../../shared/components/icon';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import { VisuallyHidden } from '../../../shared/components/visually-hidden';
import { formatMediaTime } from '../playback/format-media-time';
import card from '../../../shared/components/card.module.css';
import { useWatchState } from './watch-states';
import styles from './video-card.module.css';

export interface AccessBadge {
  readonly label: 'Free' | 'Members' | 'Subscribers';
  readonly locked: boolean;
}

/**
 * What a card says about access, in words (never colour alone): free to everyone, open to
 * any signed-in member (the 'any' entitlement), or for pass holders only.
 */
export function accessBadge(required: RequiredEntitlement | null): AccessBadge {
  if (required === null) return { label: 'Free', locked: false };
  return required.kind === 'any' ? { label: 'Members', locked: true } : { label: 'Subscribers', locked: true };
}

/** the image-library key of a card: the video service's fallback image when the video has none */
export const cardImageKey = (imageKey: string, fallbackImageKey: string): string =>
  imageKey.trim() === '' ? fallbackImageKey : imageKey;

export interface VideoCardProps {
  readonly video: VideoSummary;
  /** VideoConfig.fallbackImageKey, used when the video has no image */
  readonly fallbackImageKey: string;
  /** the heading level inside the list's section */
  readonly headingLevel?: 'h2' | 'h3';
  /** how far the fan is through it, 0..1 (Continue watching) */
  readonly progress?: number;
}

/**
 * One on-demand video. The title is the card's one link (one tab stop, one accessible
 * name); its stretched ::after makes the whole card clickable. The thumbnail is
 * decorative (the title says what it is), the duration and the access badge are text.
 */
export function VideoCard({ video, fallbackImageKey, headingLevel: H = 'h3', progress }: VideoCardProps) {
  const badge = accessBadge(video.required);
  const watched = useWatchState(video.entryId) === 'watched';
  const duration = formatMediaTime(video.durationSeconds);
  return (
    <article className={card.card} data-video-id={video.videoID}>
      <div className={card.media}>
        <ResponsiveImage
          imageKey={cardImageKey(video.imageKey, fallbackImageKey)}
          alt=""
          width={500}
          height={281}
          fit="cover"
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        />
        <p className={styles.badge} data-locked={badge.locked || undefined}>
          {badge.locked ? <Icon name="Padlock" className={styles.badgeIcon} /> : null}
          <span>{badge.label}</span>
        </p>
        <p className={styles.duration}>
          <VisuallyHidden>Duration </VisuallyHidden>
          <time dateTime={`PT${Math.max(0, Math.floor(video.durationSeconds))}S`}>{duration}</time>
        </p>
        {watched ? (
          <p className={styles.watched}>
            <Icon name="Tick" className={styles.badgeIcon} />
            <span>Watched</span>
          </p>
        ) : null}
        {progress !== undefined ? (
          <p className={styles.progress}>
            <span className={styles.progressBar} style={{ width: `${Math.round(progress * 100)}%` }} />
            <VisuallyHidden>{Math.round(progress * 100)}% watched</VisuallyHidden>
          </p>
        ) : null}
      </div>
      <div className={card.body}>
        <H className={card.title}>
          <AppLink href={videoHref(video.videoID)} className={card.link}>
            {video.title}
          </AppLink>
        </H>
        <FormattedDate iso={video.releaseFrom} className={card.date} />
      </div>
    </article>
  );
}
