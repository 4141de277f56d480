/**
 * Following a live match from any page. A fan follows one match on this device; its
 * goals, goals disallowed or corrected and final score become alerts (matchAlert, so an alert
 * never reports what a correction took back, and each carries the score as it stands). Where an
 * alert goes is one pure rule, deliverAlert: never anywhere while the fan hides that match's
 * score; in the page unless the fan is already on that match's own centre (it announces its own);
 * a system notification only when the fan asked for one, the device allows it and the site's tab
 * is hidden. The alerts themselves are follow-alerts.ts (loaded only for a fan who follows).
 */
import { Observable, Subject } from 'rxjs';
import type { MatchFollow, MatchFollowStore } from '../ports/match-follow-store.port';
import type { NotifyPermission, SystemNotifier } from '../ports/system-notifier.port';
import type { MatchAlert } from './match-alerts';
import { showsScore, type SpoilerSettings } from './spoiler-settings';

export interface AlertDelivery {
  readonly inPage: boolean;
  readonly system: boolean;
}

export interface DeliveryContext {
  /** the fan hides this match's score (spoiler-free, not revealed) */
  readonly scoreHidden: boolean;
  /** the fan is on this match's own centre */
  readonly onMatchCentre: boolean;
  readonly pageHidden: boolean;
  readonly notifyWhenHidden: boolean;
  readonly permission: NotifyPermission;
}

export function deliverAlert(c: DeliveryContext): AlertDelivery {
  if (c.scoreHidden) return { inPage: false, system: false };
  return {
    inPage: !c.onMatchCentre,
    system: c.pageHidden && c.notifyWhenHidden && c.permission === 'granted',
  };
}

export interface MatchFollowing {
  read(): MatchFollow | null;
  /** the followed match now and whenever it changes */
  changes(): Observable<MatchFollow | null>;
  follow(matchID: string, title: string): void;
  unfollow(): void;
  /** the fan's press on 'Notify me': asks the device, and remembers the wish only if it allows */
  notifyWhenHidden(): Promise<NotifyPermission>;
  /** where an alert of the followed match goes now */
  delivery(alert: MatchAlert, onMatchCentre: boolean): AlertDelivery;
}

export function makeMatchFollowing({
  store,
  notifier,
  spoilerSettings,
}: {
  store: MatchFollowStore;
  notifier: SystemNotifier;
  spoilerSettings: SpoilerSettings;
}): MatchFollowing {
  const changed = new Subject<MatchFollow | null>();
  const save = (follow: MatchFollow | null) => {
    store.write(follow);
    changed.next(follow);
  };
  return {
    read: () => store.read(),
    changes: () =>
      new Observable<MatchFollow | null>((subscriber) => {
        subscriber.next(store.read());
        return changed.subscribe(subscriber);
      }),
    // each follow starts without system notices: the fan asks for them for this match
    follow: (matchID, title) => save({ matchID, title, notifyWhenHidden: false }),
    unfollow: () => save(null),
    async notifyWhenHidden() {
      const permission = notifier.permission() === 'default' ? await notifier.request() : notifier.permission();
      const follow = store.read();
      if (follow) save({ ...follow, notifyWhenHidden: permission === 'granted' });
      return permission;
    },
    delivery: (alert, onMatchCentre) =>
      deliverAlert({
        scoreHidden: !showsScore(spoilerSettings.read(), alert.matchID),
        onMatchCentre,
        pageHidden: notifier.pageHidden(),
        notifyWhenHidden: store.read()?.notifyWhenHidden ?? false,
        permission: notifier.permission(),
      }),
  };
}
