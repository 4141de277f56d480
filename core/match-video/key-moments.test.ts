import fc from 'fast-check';
import { matchFeedArb } from '@test/arbitraries/match-feed-arbitraries';
import type { MatchEvent } from '../matches/match-types';
import { isKeyMoment, KEY_MOMENT_LEAD_S, keyMoments, kickOffPosition, spokenClock } from './key-moments';
import { positionAtWall, videoMatchTime } from './video-match-time';

const teams = { home: 'UZFC', away: 'Lowfield Rovers' };

const ev = (over: Partial<MatchEvent> & Pick<MatchEvent, 'sequence' | 'kind'>): MatchEvent => ({
  matchID: 'm1',
  period: 1,
  minute: 23,
  addedMinute: 0,
  side: 'home',
  playerID: null,
  secondaryPlayerID: null,
  text: '',
  publishedAt: '2026-11-28T15:22:10.000Z',
  possessionHome: null,
  ...over,
});

describe('key moments on the video timeline', () => {
  it('offers every goal, card, substitution, half-time and full-time the stream still holds, in video order, each starting a few seconds before it', () => {
    fc.assert(
      fc.property(
        matchFeedArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (m, a, b) => {
          const anchor = { position: 100, wallMs: m.kickOffMs };
          const time = videoMatchTime(m.timeline, anchor, m.kickOffIso);
          const span = positionAtWall(anchor, m.fullTimeMs + 60_000) - 100 + 3_600;
          const window = { start: 100 - 3_600 + Math.min(a, b) * span, end: 100 - 3_600 + Math.max(a, b) * span };
          const moments = keyMoments({ timeline: m.timeline, time, window, teams });
          const expected = m.timeline.filter((e) => {
            const p = time.positionOf(e);
            return isKeyMoment(e) && p >= window.start && p <= window.end;
          });
          expect(moments.map((k) => k.sequence).sort((x, y) => x - y)).toEqual(expected.map((e) => e.sequence));
          for (let i = 1; i < moments.length; i += 1)
            expect(moments[i]!.position).toBeGreaterThanOrEqual(moments[i - 1]!.position);
          for (const k of moments) {
            expect(k.startAt).toBeGreaterThanOrEqual(window.start);
            expect(k.startAt).toBeLessThanOrEqual(k.position);
            expect(k.position - k.startAt).toBeLessThanOrEqual(KEY_MOMENT_LEAD_S + 1e-9);
            if (k.position - KEY_MOMENT_LEAD_S >= window.start)
              expect(k.startAt).toBeCloseTo(k.position - KEY_MOMENT_LEAD_S, 9);
            // choosing it: the moment itself is not seen yet where playing starts (unless the window starts at it)
            if (k.startAt < k.position)
              expect(time.seenAt(k.startAt).some((e) => e.sequence === k.sequence)).toBe(false);
          }
        },
      ),
    );
  });

  it('names a moment in words: what, when, for whom and who', () => {
    const names = new Map([
      ['p9', 'Sam Reed'],
      ['p12', 'Ola Bright'],
      ['o4', 'Kit Marsh'],
    ]);
    const timeline = [
      ev({ sequence: 1, kind: 'kick-off', minute: 1, publishedAt: '2026-11-28T15:00:00.000Z', side: null }),
      ev({ sequence: 2, kind: 'goal', playerID: 'p9' }),
      ev({
        sequence: 3,
        kind: 'own-goal',
        side: 'away',
        playerID: 'o4',
        minute: 45,
        addedMinute: 2,
        publishedAt: '2026-11-28T15:46:30.000Z',
      }),
      ev({
        sequence: 4,
        kind: 'substitution',
        playerID: 'p9',
        secondaryPlayerID: 'p12',
        minute: 30,
        publishedAt: '2026-11-28T15:29:05.000Z',
      }),
      ev({
        sequence: 5,
        kind: 'half-time',
        side: null,
        minute: 45,
        addedMinute: 3,
        publishedAt: '2026-11-28T15:48:10.000Z',
      }),
      ev({ sequence: 6, kind: 'corner' }),
    ];
    const time = videoMatchTime(timeline, { position: 0, wallMs: Date.parse('2026-11-28T14:55:00.000Z') });
    const moments = keyMoments({ timeline, time, window: { start: 0, end: 10_000 }, teams, names });
    expect(moments.map((k) => k.label)).toEqual([
      'Goal, 23 minutes, UZFC, Sam Reed',
      'Substitution, 30 minutes, UZFC, Ola Bright on for Sam Reed',
      // an own goal counts for the other side
      'Own goal, 45 plus 2 minutes, UZFC, Kit Marsh',
      'Half-time',
    ]);
    expect(moments.map((k) => k.clock)).toEqual(["23'", "30'", "45+2'", 'HT']);
    expect(moments[0]!.position).toBe(27 * 60 + 10);
    expect(moments[0]!.startAt).toBe(27 * 60 + 5);
    expect(kickOffPosition(time, { start: 0, end: 10_000 })).toBe(300);
    expect(kickOffPosition(time, { start: 400, end: 10_000 })).toBeNull();
  });

  it('says the match clock as words', () => {
    expect(spokenClock("23'")).toBe('23 minutes');
    expect(spokenClock("90+4'")).toBe('90 plus 4 minutes');
    expect(spokenClock('HT')).toBe('');
  });
});
