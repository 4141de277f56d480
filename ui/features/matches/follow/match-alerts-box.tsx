import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { makeFollowAlerts, Ports, type MatchAlert, type MatchFollow, type NotifyPermission } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import styles from './match-alerts-box.module.css';

/** the fan is on the followed match's own centre (it announces the match itself) */
const onCentreOf = (pathname: string, matchID: string) => {
  const parts = pathname.split('/').filter(Boolean);
  return parts[0] === 'match' && parts[parts.length - 1] === matchID;
};

/**
 * The followed match's alerts, in a small box over the foot of every page: its latest alert
 * replaces the one before (never two scores side by side), read out politely, and not while the
 * fan hides that match's score. The fan can ask for a system notice when the site's tab is hidden
 * (the device's own prompt, only from that press) and stop following. A match already over
 * stops being followed; after the final score the box stays until closed.
 */
export default function MatchAlertsBox({ follow }: { readonly follow: MatchFollow }) {
  const following = useService(UseCases.matchFollowing);
  const watchMatch = useService(UseCases.watchMatch);
  // built here, not bound with the app's use cases: the alert rule loads with this box, never in a first bundle
  const followAlerts = useMemo(() => makeFollowAlerts({ watchMatch }), [watchMatch]);
  const notifier = useService(Ports.systemNotifier);
  const { pathname } = useLocation();
  const onCentre = onCentreOf(pathname, follow.matchID);
  const [alert, setAlert] = useState<MatchAlert | null>(null);
  const [permission, setPermission] = useState<NotifyPermission>(() => notifier.permission());

  useEffect(() => {
    let alerted = false;
    const sub = followAlerts(follow.matchID).subscribe({
      next: (a) => {
        alerted = true;
        const where = following.delivery(a, onCentreOf(window.location.pathname, follow.matchID));
        if (where.system) notifier.notify({ title: follow.title, body: a.text, tag: `uzfc-match-${a.matchID}` });
        // the box keeps the latest alert: a goal taken back replaces the goal, never stands beside it
        setAlert(where.inPage ? a : null);
      },
      // a match already over when the page opened: nothing left to follow
      complete: () => {
        if (!alerted) following.unfollow();
      },
    });
    return () => sub.unsubscribe();
  }, [follow.matchID, follow.title, followAlerts, following, notifier]);

  return (
    <MatchAlertsView
      title={follow.title}
      alert={onCentre ? null : alert}
      permission={permission}
      notifyOn={follow.notifyWhenHidden}
      onNotify={() => void following.notifyWhenHidden().then(setPermission)}
      onStop={() => following.unfollow()}
    />
  );
}

export interface MatchAlertsViewProps {
  /** 'UZFC v Greywater City' */
  readonly title: string;
  /** the latest alert shown in the page, or null */
  readonly alert: MatchAlert | null;
  readonly permission: NotifyPermission;
  /** the fan asked for notices while the tab is hidden, and the device allows them */
  readonly notifyOn: boolean;
  onNotify(): void;
  onStop(): void;
}

/** the box itself: what a fan following a match sees at the foot of every page */
export function MatchAlertsView({ title, alert, permission, notifyOn, onNotify, onStop }: MatchAlertsViewProps) {
  const over = alert?.kind === 'full-time';
  return (
    <section className={styles.box} aria-label="Match alerts">
      <p className={styles.title}>{over ? title : `Following ${title}`}</p>
      <p role="status" aria-live="polite" className={styles.alert}>
        {alert?.text ?? ''}
      </p>
      <div className={styles.actions}>
        {/* offered while the device has not answered, and to a device that allows the site's notices
            already (a choice made for an earlier match): each follow starts with notices off */}
        {(permission === 'default' || (permission === 'granted' && !notifyOn)) && !over ? (
          <ActionButton variant="ghost-light" small onClick={onNotify}>
            Notify me when this tab is hidden
          </ActionButton>
        ) : null}
        {permission === 'granted' && notifyOn && !over ? (
          <span className={styles.note}>Notices on when this tab is hidden</span>
        ) : null}
        {permission === 'denied' ? <span className={styles.note}>This device blocks the site's notices</span> : null}
        <ActionButton variant="ghost-light" small onClick={onStop}>
          {over ? 'Close' : 'Stop following'}
        </ActionButton>
      </div>
    </section>
  );
}
