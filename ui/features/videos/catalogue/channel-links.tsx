import { channelHref, type VideoChannel } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import styles from './videos.module.css';

/** The video channels as chips; `current` marks the channel being shown. */
export function ChannelLinks({
  channels,
  current,
}: {
  readonly channels: readonly VideoChannel[];
  readonly current?: string;
}) {
  if (channels.length === 0) return null;
  return (
    <nav aria-label="Video channels" className={styles.chips}>
      <ul className={styles.chipList}>
        {channels.map((c) => (
          <li key={c.slug}>
            <AppLink
              href={channelHref(c.slug)}
              className={styles.chip}
              aria-current={c.slug === current ? 'page' : undefined}
            >
              {c.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
