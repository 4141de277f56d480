import fc from 'fast-check';
import { fixturesAndResults, groupByMonth, isResult, orderFixtures } from './fixture-grouping';
import { foldScore, foldStatistics } from './fold-statistics';
import { foldTimeline, lastSequence, missingSequences } from './fold-timeline';
import { clockLabel, liveClock, minuteOf } from './live-clock';
import { londonMonthKey } from '../format/london-time';
import { resultForClub } from './match-result';
import { matchState, MATCH_WINDOW_MS } from './match-state';
import { headlineParts, isSpoiler, maskMatch, maskTimeline } from './spoiler-mask';
import { retickMatchCentre, toMatchCentre } from './match-centre';
import type { MatchEvent } from './match-types';
import { eventsArb, matchArb, redeliveredArb } from '@test/arbitraries/match-event-arbitraries';

describe('fixture grouping', () => {
  it('orders totally, groups consecutive London months, and loses or repeats no match', () => {
    fc.assert(
      fc.property(
        fc.array(matchArb(), { maxLength: 40 }),
        fc.constantFrom('soonest-first' as const, 'latest-first' as const),
        (matches, order) => {
          const ordered = orderFixtures(matches, order);
          const groups = groupByMonth(ordered);
          expect(groups.flatMap((g) => g.matches)).toEqual(ordered);
          for (const g of groups) for (const m of g.matches) expect(londonMonthKey(m.kickOff)).toBe(g.monthKey);
          const keys = groups.map((g) => g.monthKey);
          expect(new Set(keys).size).toBe(keys.length);
          const t = ordered.map((m) => Date.parse(m.kickOff) * (order === 'soonest-first' ? 1 : -1));
          expect(t.every((x, i) => i === 0 || t[i - 1]! <= x)).toBe(true);
          expect(orderFixtures([...matches].reverse(), order)).toEqual(ordered);
        },
      ),
    );
  });

  it('puts finished matches in results (latest first) and everything else in fixtures', () => {
    fc.assert(
      fc.property(fc.array(matchArb(), { maxLength: 30 }), (matches) => {
        const { fixtures, results } = fixturesAndResults(matches);
        expect(results.flatMap((g) => g.matches).every(isResult)).toBe(true);
        expect(fixtures.flatMap((g) => g.matches).some(isResult)).toBe(false);
        expect(fixtures.flatMap((g) => g.matches).length + results.flatMap((g) => g.matches).length).toBe(
          matches.length,
        );
      }),
    );
  });

  it('groups a late-evening kick-off by its London month (31 Oct 23:30 BST is October)', () => {
    const [m] = fc.sample(matchArb(['scheduled']), 1);
    expect(groupByMonth([{ ...m!, kickOff: '2025-10-31T22:30:00Z' }])[0]?.label).toBe('October 2025');
    expect(groupByMonth([{ ...m!, kickOff: '2026-03-31T23:30:00Z' }])[0]?.label).toBe('April 2026');
  });
});

describe('result from the club side', () => {
  it('is win/draw/loss by the club score only for played matches, and mirrors when the sides swap', () => {
    fc.assert(
      fc.property(matchArb(), (m) => {
        const r = resultForClub(m);
        if (m.status !== 'played') {
          expect(r).toBeNull();
          return;
        }
        const ours = m.home.isClub ? m.score!.home : m.score!.away;
        const theirs = m.home.isClub ? m.score!.away : m.score!.home;
        expect(r).toBe(ours > theirs ? 'win' : ours < theirs ? 'loss' : 'draw');
        const swapped = resultForClub({
          ...m,
          home: m.away,
          away: m.home,
          score: { home: m.score!.away, away: m.score!.home },
        });
        expect(swapped).toBe(r);
      }),
    );
  });
});

const ev = (sequence: number, kind: MatchEvent['kind'], at = 0, extra: Partial<MatchEvent> = {}): MatchEvent => ({
  sequence,
  matchID: 'm',
  kind,
  period: kind === 'second-half' ? 2 : 1,
  minute: 1,
  addedMinute: 0,
  side: null,
  playerID: null,
  secondaryPlayerID: null,
  text: kind,
  publishedAt: new Date(at).toISOString(),
  possessionHome: null,
  ...extra,
});

describe('match state', () => {
  const scheduled = { status: 'scheduled' as const, kickOff: new Date(1_000_000_000).toISOString() };
  it('follows the latest whistle by sequence, whatever order the events came in', () => {
    const whistles = [ev(1, 'kick-off'), ev(2, 'half-time'), ev(3, 'second-half'), ev(4, 'full-time')];
    const expected = ['live', 'half-time', 'live', 'full-time'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer(), (n, seed) => {
        const shuffled = [...whistles.slice(0, n)].sort(
          (a, b) => ((a.sequence * 7919 + seed) % 5) - ((b.sequence * 7919 + seed) % 5),
        );
        expect(matchState(scheduled, shuffled, 0)).toBe(expected[n - 1]);
      }),
    );
  });
  it('is upcoming before kick-off, live in the window, over after it; postponed and abandoned win', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MATCH_WINDOW_MS * 2, max: MATCH_WINDOW_MS * 2 }), (delta) => {
        const now = 1_000_000_000 + delta;
        expect(matchState(scheduled, [], now)).toBe(
          delta < 0 ? 'upcoming' : delta < MATCH_WINDOW_MS ? 'live' : 'full-time',
        );
        expect(matchState({ ...scheduled, status: 'postponed' }, [ev(1, 'kick-off')], now)).toBe('postponed');
        expect(matchState(scheduled, [ev(1, 'kick-off'), ev(2, 'abandoned')], now)).toBe('abandoned');
      }),
    );
  });
});

describe('live clock', () => {
  it('counts minutes from the whistle, added time past 45 and 90', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        fc.integer({ min: 0, max: 60 * 60_000 }),
        (period, elapsed) => {
          const { minute, addedMinute } = minuteOf(period, elapsed);
          const played = (period === 1 ? 0 : 45) + Math.floor(elapsed / 60_000) + 1;
          expect(minute + addedMinute).toBe(played);
          expect(minute).toBeLessThanOrEqual(period === 1 ? 45 : 90);
          expect(addedMinute === 0 || minute === (period === 1 ? 45 : 90)).toBe(true);
        },
      ),
    );
    expect(clockLabel(45, 2)).toBe("45+2'");
    expect(liveClock('live', [ev(1, 'kick-off', 0)], 46 * 60_000 + 5_000).label).toBe("45+2'");
    expect(
      liveClock('live', [ev(1, 'kick-off', 0), ev(2, 'second-half', 3_600_000)], 3_600_000 + 10 * 60_000).label,
    ).toBe("56'");
    expect(liveClock('half-time', [], 0).label).toBe('HT');
  });
  it('never reads behind the newest event (a replay faster than real time)', () => {
    expect(liveClock('live', [ev(1, 'kick-off', 0), ev(2, 'corner', 1000, { minute: 30 })], 2_000).label).toBe("30'");
  });
});

describe('timeline fold', () => {
  it('any shuffle or duplication of the same events folds to the same ordered timeline', () => {
    fc.assert(
      fc.property(
        eventsArb.chain((events) => fc.tuple(fc.constant(events), redeliveredArb(events))),
        ([events, delivered]) => {
          const once = foldTimeline([], events);
          let stepwise: readonly MatchEvent[] = [];
          for (const e of delivered) stepwise = foldTimeline(stepwise, [e]);
          expect(stepwise).toEqual(once);
          expect(foldTimeline([], delivered)).toEqual(once);
          expect(lastSequence(once)).toBe(events.length);
          expect(missingSequences(once)).toEqual([]);
        },
      ),
    );
  });
  it('keeps the first copy of a sequence and reports gaps', () => {
    const t = foldTimeline([ev(1, 'kick-off')], [ev(1, 'goal'), ev(3, 'corner')]);
    expect(t.map((e) => e.kind)).toEqual(['kick-off', 'corner']);
    expect(missingSequences(t)).toEqual([2]);
  });
});

describe('statistics fold', () => {
  it('is order-independent and counts each event for its own side', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const s = foldStatistics(events);
        expect(foldStatistics([...events].reverse())).toEqual(s);
        expect(s.home.shotsOnTarget).toBeLessThanOrEqual(s.home.shots);
        expect(s.home.possession + s.away.possession).toBe(100);
        const corners = events.filter((e) => e.kind === 'corner' && e.side === 'away').length;
        expect(s.away.corners).toBe(corners);
      }),
    );
  });
});

describe('spoiler mask', () => {
  it('hides score, result and goals until revealed; revealed is the identity', () => {
    fc.assert(
      fc.property(matchArb(), eventsArb, (m, events) => {
        expect(maskMatch(m, true)).toBe(m);
        expect(maskTimeline(events, true)).toBe(events);
        const masked = maskMatch(m, false);
        expect(masked.score).toBeNull();
        expect(resultForClub(masked)).toBeNull();
        const timeline = maskTimeline(events, false);
        expect(timeline.some(isSpoiler)).toBe(false);
        expect(timeline.length).toBe(events.filter((e) => !isSpoiler(e)).length);
        for (const e of timeline)
          if (e.kind === 'full-time' || e.kind === 'half-time') expect(e.text).not.toMatch(/\d/);
      }),
    );
  });
});

describe('score fold', () => {
  it('counts goals and penalties for their side and an own goal for the other', () => {
    expect(
      foldScore([
        ev(1, 'goal', 0, { side: 'home' }),
        ev(2, 'own-goal', 0, { side: 'home' }),
        ev(3, 'penalty-goal', 0, { side: 'away' }),
        ev(4, 'penalty-missed', 0, { side: 'home' }),
      ]),
    ).toEqual({ home: 1, away: 2 });
  });
});

describe('scores in headlines', () => {
  it('finds the score of a match report, not seasons, formations, dates or times', () => {
    expect(headlineParts('Report: UZFC 2-1 Harbour Town')).toEqual([
      { text: 'Report: UZFC ' },
      { score: '2-1' },
      { text: ' Harbour Town' },
    ]);
    expect(headlineParts('Report: Kingsferry 0 – 0 UZFC')).toEqual([
      { text: 'Report: Kingsferry ' },
      { score: '0 – 0' },
      { text: ' UZFC' },
    ]);
    for (const title of [
      'Season tickets for 2025-26 on sale',
      'Why the 4-3-3 works',
      'Kick-off moved to 19:45',
      'Open day 12/08-14/08',
      'U18 win the cup',
    ]) {
      expect(headlineParts(title)).toEqual([{ text: title }]);
    }
  });

  it('property: the parts put back together are the headline, and no text part still holds a score', () => {
    const score = fc
      .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom('-', '–', ' - '), fc.integer({ min: 0, max: 12 }))
      .map(([a, d, b]) => `${a}${d}${b}`);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), score)), (pieces) => {
        const title = pieces.join(' ');
        const parts = headlineParts(title);
        expect(parts.map((p) => ('text' in p ? p.text : p.score)).join('')).toBe(title);
        for (const p of parts) if ('text' in p) expect(headlineParts(p.text).some((q) => 'score' in q)).toBe(false);
      }),
    );
  });
});

const HOUR = 3_600_000;

describe('a clock tick of the match centre', () => {
  it('equals the centre built afresh at that moment, and keeps the timeline, statistics and match themselves while the state holds', () => {
    fc.assert(
      fc.property(
        matchArb(['scheduled', 'live']),
        eventsArb,
        fc.integer({ min: -HOUR, max: 3 * HOUR }),
        fc.integer({ min: 0, max: HOUR }),
        (match, events, fromKickOff, later) => {
          const detail = { match, lineups: [], events: [], statistics: foldStatistics(events) };
          const at = Date.parse(match.kickOff) + fromKickOff;
          const before = toMatchCentre(detail, events, 'live', at);
          const ticked = retickMatchCentre(detail, before, at + later);
          expect(ticked).toEqual(toMatchCentre(detail, events, 'live', at + later));
          if (ticked.state === before.state) {
            expect(ticked.timeline).toBe(before.timeline);
            expect(ticked.statistics).toBe(before.statistics);
            expect(ticked.match).toBe(before.match);
          }
        },
      ),
    );
  });
});
