import { useId, type CSSProperties, type ReactNode } from 'react';
import { lockColours } from '@core/video/lock-colours';
import {
  describeStreamAccess,
  type CataloguedMessage,
  type LiveUpgradeData,
  type StreamAccessDecision,
  type StreamRefusal,
} from '@core';
import { CanIWatchLink } from './can-i-watch-link';
import { UpgradeButton } from './upgrade-button';
import { RestrictedMedia } from '../../account/restricted-media';
import { ActionButton } from '../../../shared/components/button';
import { Icon } from '../../../shared/components/icon';
import styles from './stream-lock.module.css';

export interface StreamLockProps {
  /** openStream's refusal (or a granted decision); a granted decision renders nothing */
  readonly decision: StreamAccessDecision | StreamRefusal;
  /** 'View Packages' for a fan without the pass (opens the packages modal; the upgrade data may lead elsewhere) */
  readonly onViewPackages: () => void;
  /** re-reads the session's entitlements without signing in again */
  readonly onRefreshAccess: () => void;
  /** true while that refresh is in flight */
  readonly refreshing?: boolean;
  /** the refusal came while the fan was watching: a pass that ended is said as such */
  readonly ended?: boolean;
  /**
   * the live upgrade data (VIDEO-3): a pass-required lock's title and message; an upgrade
   * lock's button (text and link), branding colours and the name of the pass it needs
   */
  readonly upgrade?: LiveUpgradeData;
  /** at the device limit: the devices playing, with "Stop playing there" (device-limit.tsx) */
  readonly deviceSlots?: ReactNode;
  /** this device was stopped from another: "Play here" asks again */
  readonly onPlayHere?: () => void;
}

/** the pass-required texts from the live upgrade data when it has them, else the catalogue's */
function lockTexts(decision: StreamRefusal, upgrade: LiveUpgradeData | undefined): CataloguedMessage {
  if (upgrade && decision.code === 'STREAM.PASS_REQUIRED' && upgrade.lockedTitle && upgrade.lockedMessage)
    return { title: upgrade.lockedTitle, message: upgrade.lockedMessage };
  return describeStreamAccess(decision);
}

/** the branding colours that keep AA contrast, as the lock's CSS variables (none: the site's own) */
function brandingOf(upgrade: LiveUpgradeData | undefined) {
  const { panel, button } = lockColours(upgrade?.brandingColours);
  const style: Record<string, string> = {};
  if (panel) Object.assign(style, { '--lock-background': panel.background, '--lock-foreground': panel.foreground });
  if (button)
    Object.assign(style, {
      '--lock-button-background': button.background,
      '--lock-button-foreground': button.foreground,
    });
  return {
    style: style as CSSProperties,
    'data-panel': panel ? 'branded' : 'site',
    'data-button': button ? 'branded' : 'site',
  };
}

/** every "cannot play" message leads to the whole set-up check */
function CheckYourSetUp() {
  return (
    <p className={styles.check}>
      <CanIWatchLink />
    </p>
  );
}

/**
 * What stands in for a stream the viewer may not play (ACCESS-1 to ACCESS-3).
 * Each refusal names its one next step: sign in (RestrictedMedia), buy a pass (View
 * Packages), or wait/stop another device. 'Refresh my access' covers the rare delay
 * between paying at the checkout and the entitlement reaching the session.
 */
export function StreamLock({
  decision,
  onViewPackages,
  onRefreshAccess,
  refreshing = false,
  ended = false,
  upgrade,
  deviceSlots,
  onPlayHere,
}: StreamLockProps) {
  const titleId = useId();
  if (decision.ok) return null;
  if (decision.kind === 'login-required') return <RestrictedMedia />;
  const { title, message } =
    ended && decision.kind === 'upgrade-required'
      ? describeStreamAccess({ code: 'STREAM.PASS_ENDED' })
      : lockTexts(decision, upgrade);
  // a purchase or another device stopping can change the answer; a country or an outage cannot
  const canRefresh =
    decision.kind === 'upgrade-required' ||
    decision.kind === 'concurrency-limit' ||
    (decision.kind === 'denied' && (decision.status === 1 || decision.status === 2));
  const upgrading = decision.kind === 'upgrade-required';
  const passName = upgrading ? upgrade?.entitlementDisplayOverride : '';
  return (
    <section
      className={styles.lock}
      aria-labelledby={titleId}
      data-kind={decision.kind}
      {...(upgrading ? brandingOf(upgrade) : {})}
    >
      <Icon name={decision.kind === 'geo-blocked' ? 'Country' : 'Padlock'} className={styles.icon} />
      {title ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.message}>{message}</p>
        </>
      ) : (
        <h2 id={titleId} className={styles.title}>
          {message}
        </h2>
      )}
      {passName ? (
        <p className={styles.message}>
          Pass needed: <strong>{passName}</strong>
        </p>
      ) : null}
      {decision.kind === 'concurrency-limit' ? deviceSlots : null}
      <div className={styles.actions}>
        {upgrading ? (
          <UpgradeButton upgrade={upgrade} onViewPackages={onViewPackages} className={styles.upgrade} />
        ) : null}
        {decision.kind === 'stopped' && onPlayHere ? (
          <ActionButton variant="primary-light" icon="Video" onClick={onPlayHere}>
            Play here
          </ActionButton>
        ) : null}
        {canRefresh ? (
          <ActionButton
            variant="ghost-light"
            icon="Refresh"
            onClick={onRefreshAccess}
            disabled={refreshing}
            className={styles.secondary}
          >
            Refresh my access
          </ActionButton>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {refreshing ? 'Checking your access…' : ''}
      </p>
      <CheckYourSetUp />
    </section>
  );
}
