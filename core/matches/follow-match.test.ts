import fc from 'fast-check';
import { TestScheduler } from 'rxjs/testing';
import { map, type Observable } from 'rxjs';
import { liveMatchOf } from '@test/arbitraries/match-event-arbitraries';
import type { MatchFeedError, MatchFeedPort } from '../ports/match-feed.port';
import type { MatchFollow, MatchFollowStore } from '../ports/match-follow-store.port';
import type { MatchPort } from '../ports/match.port';
import type { NotifyPermission, SystemNotice, SystemNotifier } from '../ports/system-notifier.port';
import { ok, type Result } from '../shared/result';
import { emptyStatistics } from './fold-statistics';
import { makeFollowAlerts } from './follow-alerts';
import { deliverAlert, makeMatchFollowing } from './follow-match';
import type { MatchDetail, MatchEvent } from './match-types';
import { makeSpoilerSettings } from './spoiler-settings';
import { makeWatchMatch } from './watch-match';

const ev = (sequence: number, kind: MatchEvent['kind'], extra: Partial<MatchEvent> = {}): MatchEvent => ({
  sequence,
  matchID: 'm',
  kind,
  period: 1,
  minute: 10 + sequence,
  addedMinute: 0,
  side: 'home',
  playerID: null,
  secondaryPlayerID: null,
  text: kind,
  publishedAt: new Date(sequence * 1000).toISOString(),
  possessionHome: null,
  ...extra,
});
const detail: MatchDetail = {
  match: { ...liveMatchOf('m', new Date(0).toISOString()), lastSequence: 1 },
  lineups: [],
  events: [ev(1, 'kick-off', { side: null })],
  statistics: emptyStatistics,
};

describe('following a match', () => {
  it('property: an alert goes nowhere while the score is hidden; a system notice only when asked, allowed and the tab hidden', () => {
    fc.assert(
      fc.property(
        fc.record({
          scoreHidden: fc.boolean(),
          onMatchCentre: fc.boolean(),
          pageHidden: fc.boolean(),
          notifyWhenHidden: fc.boolean(),
          permission: fc.constantFrom<NotifyPermission>('default', 'granted', 'denied', 'unsupported'),
        }),
        (c) => {
          const d = deliverAlert(c);
          if (c.scoreHidden) expect(d).toEqual({ inPage: false, system: false });
          else expect(d.inPage).toBe(!c.onMatchCentre);
          expect(d.system).toBe(!c.scoreHidden && c.pageHidden && c.notifyWhenHidden && c.permission === 'granted');
        },
      ),
    );
  });

  it('alerts a goal, the goal disallowed and the final score as the feed goes, then stops (marbles)', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      const now = <T>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;
      const matches: MatchPort = {
        fixtures: () => now(ok({ matches: [], preseason: false })),
        standings: () => now(ok({ teamID: 't1', season: '2026-27', tables: [] })),
        match: () => now(ok(detail)),
      };
      const events: Record<string, Result<MatchEvent, MatchFeedError>> = {
        c: ok(ev(2, 'corner')),
        g: ok(ev(3, 'goal')),
        w: ok(ev(4, 'goal', { correction: { sequence: 3, action: 'withdraw' } })),
        f: ok(ev(5, 'full-time', { side: null })),
      };
      const feed: MatchFeedPort = {
        watch: () => cold('1s c 999ms g 999ms w 999ms f|', events) as Observable<Result<MatchEvent, MatchFeedError>>,
      };
      const watchMatch = makeWatchMatch({ matches, feed, clock: { now: () => scheduler.now() }, scheduler });
      const alerts = makeFollowAlerts({ watchMatch })('m').pipe(
        map((a) => `${a.kind} ${a.score.home}-${a.score.away}`),
      );
      expectObservable(alerts).toBe('2s g 999ms w 999ms (f|)', {
        g: 'goal 1-0',
        w: 'goal-disallowed 0-0',
        f: 'full-time 0-0',
      });
    });
  });

  it('remembers the match followed, says so to every listener, and keeps the wish for notices only when the device allows them, for this follow', async () => {
    let saved: MatchFollow | null = null;
    const store: MatchFollowStore = { read: () => saved, write: (f) => void (saved = f) };
    let answer: NotifyPermission = 'denied';
    let asked = 0;
    const notices: SystemNotice[] = [];
    const notifier: SystemNotifier = {
      permission: () => (asked > 0 ? answer : 'default'),
      request: async () => {
        asked += 1;
        return answer;
      },
      pageHidden: () => true,
      notify: (n) => void notices.push(n),
    };
    let spoilers = { spoilerFree: false, revealed: [] as string[] };
    const following = makeMatchFollowing({
      store,
      notifier,
      spoilerSettings: makeSpoilerSettings({
        store: { read: () => spoilers, write: (p) => void (spoilers = { ...p, revealed: [...p.revealed] }) },
      }),
    });
    const seen: (string | null)[] = [];
    const sub = following.changes().subscribe((f) => seen.push(f && `${f.matchID}:${f.notifyWhenHidden}`));
    following.follow('m', 'UZFC v Greywater City');
    expect(await following.notifyWhenHidden()).toBe('denied');
    answer = 'granted';
    asked = 0;
    expect(await following.notifyWhenHidden()).toBe('granted');
    following.unfollow();
    sub.unsubscribe();
    expect(seen).toEqual([null, 'm:false', 'm:false', 'm:true', null]);

    following.follow('m', 'UZFC v Greywater City');
    expect(saved).toMatchObject({ notifyWhenHidden: false });
    await following.notifyWhenHidden();
    expect(saved).toMatchObject({ notifyWhenHidden: true });
    const alert = { kind: 'goal' as const, matchID: 'm', goal: null, score: { home: 1, away: 0 }, text: 'Goal' };
    expect(following.delivery(alert, false)).toEqual({ inPage: true, system: true });
    spoilers = { spoilerFree: true, revealed: [] };
    expect(following.delivery(alert, false)).toEqual({ inPage: false, system: false });
  });
});
