import fc from 'fast-check';
import { correctedFeedArb, liveMatchOf } from '@test/arbitraries/match-event-arbitraries';
import { emptyStatistics } from './fold-statistics';
import { isGoal, matchAlert, scoreLine } from './match-alerts';
import { toMatchCentre } from './match-centre';
import type { MatchDetail, MatchEvent } from './match-types';

const detail: MatchDetail = {
  match: liveMatchOf('m-1', '2026-01-01T00:00:00.000Z'),
  lineups: [
    {
      side: 'home',
      formation: '4-4-2',
      starting: [{ playerID: 'p1', name: 'Tobias Keane', shirtNumber: 9, position: 'Forward', captain: false }],
      substitutes: [{ playerID: 'p2', name: 'Connor Sallis', shirtNumber: 14, position: 'Forward', captain: false }],
    },
  ],
  events: [],
  statistics: emptyStatistics,
};
const at = Date.parse('2026-01-01T00:30:00Z');
const centreOf = (feed: readonly MatchEvent[]) => toMatchCentre(detail, feed, 'live', at);
const ev = (sequence: number, kind: MatchEvent['kind'], extra: Partial<MatchEvent> = {}): MatchEvent => ({
  sequence,
  matchID: 'm-1',
  kind,
  period: 1,
  minute: 10 + sequence,
  addedMinute: 0,
  side: 'home',
  playerID: 'p1',
  secondaryPlayerID: null,
  text: kind,
  publishedAt: new Date(Date.parse(detail.match.kickOff) + sequence * 60_000).toISOString(),
  possessionHome: null,
  ...extra,
});
const kickOff = ev(1, 'kick-off', { side: null, playerID: null, minute: 1 });

describe('match alerts', () => {
  it('a goal, the goal disallowed, a scorer corrected, the final score: each with the score as it now stands', () => {
    const one = [kickOff, ev(2, 'goal')];
    expect(matchAlert(centreOf([kickOff]), centreOf(one))?.text).toBe(
      'Goal for UZFC, 12 minutes, Tobias Keane. UZFC 1, Greywater City 0.',
    );
    const disallowed = [...one, ev(3, 'var'), ev(4, 'goal', { correction: { sequence: 2, action: 'withdraw' } })];
    expect(matchAlert(centreOf(one), centreOf(disallowed))).toMatchObject({
      kind: 'goal-disallowed',
      text: 'Goal disallowed: UZFC, 12 minutes, Tobias Keane. UZFC 0, Greywater City 0.',
    });
    const credited = [
      ...one,
      ev(3, 'goal', { playerID: 'p2', minute: 12, correction: { sequence: 2, action: 'replace' } }),
    ];
    expect(matchAlert(centreOf(one), centreOf(credited))?.text).toBe(
      'Goal corrected: UZFC, 12 minutes, Connor Sallis. UZFC 1, Greywater City 0.',
    );
    const own = [kickOff, ev(2, 'own-goal', { side: 'away', playerID: null })];
    expect(matchAlert(centreOf([kickOff]), centreOf(own))?.text).toBe(
      'Goal for UZFC (own goal), 12 minutes. UZFC 1, Greywater City 0.',
    );
    const over = [...one, ev(3, 'full-time', { side: null, playerID: null })];
    expect(matchAlert(centreOf(one), centreOf(over))).toMatchObject({
      kind: 'full-time',
      text: 'Full-time: UZFC 1, Greywater City 0.',
    });
    expect(matchAlert(centreOf(one), centreOf([...one, ev(3, 'corner')]))).toBeNull();
  });

  it('property: an alert always carries the score as it now stands, and speaks of a goal that stands unless it says it no longer counts', () => {
    fc.assert(
      fc.property(
        correctedFeedArb.chain((feed) => fc.tuple(fc.constant(feed), fc.nat(feed.length))),
        ([feed, seen]) => {
          const before = centreOf(feed.slice(0, seen));
          const after = centreOf(feed);
          const alert = matchAlert(before, after);
          if (!alert) return;
          expect(alert.score).toEqual(after.match.score);
          expect(alert.text).toContain(scoreLine(after, after.match.score!));
          const standing = after.timeline.some((e) => e.sequence === alert.goal?.sequence && isGoal(e));
          if (alert.kind === 'goal-disallowed') expect(standing).toBe(false);
          else if (alert.goal) expect(after.timeline).toContainEqual(alert.goal);
        },
      ),
    );
  });

  it('property: nothing changed, nothing said', () => {
    fc.assert(
      fc.property(correctedFeedArb, (feed) => {
        expect(matchAlert(centreOf(feed), centreOf(feed))).toBeNull();
      }),
    );
  });
});
