import { CAN_I_WATCH_PATH } from '@core';
import { AppLink } from '../../../shared/components/app-link';

/** the link's words, the same wherever it stands */
export const CAN_I_WATCH_LINK_TEXT = 'Can I watch? Check your account, location, devices and connection';

/**
 * The way to "Can I watch?", the set-up check: from /live, the video FAQ, the packages list and
 * every "cannot play" message (the stream lock, a stream's error, the audio player's error box).
 * `onFollow` lets an overlay close itself as the fan leaves for the page.
 */
export function CanIWatchLink({ onFollow }: { readonly onFollow?: () => void }) {
  return (
    <AppLink href={CAN_I_WATCH_PATH} onClick={onFollow}>
      {CAN_I_WATCH_LINK_TEXT}
    </AppLink>
  );
}
