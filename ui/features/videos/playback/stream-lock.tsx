import { useId } from 'react';
import { describeStreamAccess, site, type StreamAccessDecision, type StreamRefusal } from '@core';
import { RestrictedMedia } from '../../account/restricted-media';
import { ActionButton } from '../../../shared/components/button';
import { Icon } from '../../../shared/components/icon';
import styles from './stream-lock.module.css';

export interface StreamLockProps {
  /** openStream's refusal (or a granted decision); a granted decision renders nothing */
  readonly decision: StreamAccessDecision | StreamRefusal;
  /** 'View Packages' for a fan without the pass (opens the packages modal) */
  readonly onViewPackages: () => void;
  /** re-reads the session's entitlements without signing in again */
  readonly onRefreshAccess: () => void;
  /** true while that refresh is in flight */
  readonly refreshing?: boolean;
  /** the refusal came while the fan was watching: a pass that ended is said as such (issue 24.8) */
  readonly ended?: boolean;
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
}: StreamLockProps) {
  const titleId = useId();
  if (decision.ok) return null;
  if (decision.kind === 'login-required') return <RestrictedMedia />;
  const { title, message } = describeStreamAccess(
    ended && decision.kind === 'upgrade-required' ? { code: 'STREAM.PASS_ENDED' } : decision,
  );
  // a purchase or another device stopping can change the answer; a country or an outage cannot
  const canRefresh =
    decision.kind === 'upgrade-required' ||
    decision.kind === 'concurrency-limit' ||
    (decision.kind === 'denied' && (decision.status === 1 || decision.status === 2));
  return (
    <section className={styles.lock} aria-labelledby={titleId} data-kind={decision.kind}>
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
      <div className={styles.actions}>
        {decision.kind === 'upgrade-required' ? (
          <ActionButton variant="primary-light" icon="Chevrons" onClick={onViewPackages}>
            {site.buttonLabels.viewPackages}
          </ActionButton>
        ) : null}
        {canRefresh ? (
          <ActionButton variant="ghost-light" icon="Refresh" onClick={onRefreshAccess} disabled={refreshing}>
            Refresh my access
          </ActionButton>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {refreshing ? 'Checking your access…' : ''}
      </p>
    </section>
  );
}
