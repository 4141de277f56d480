/**
 * A live match as its feed sends it, for the video-time properties (core/match-video): whistles
 * at their wall-clock moments with random added time and half-time break, actions at their
 * moments published on time or late, line-ups an hour before, sequences in publication order.
 */
import fc from 'fast-check';
import type { MatchEvent, MatchEventKind } from '@core/matches/match-types';

export const MIN = 60_000;

export interface GeneratedMatch {
  readonly timeline: readonly MatchEvent[];
  readonly kickOffMs: number;
  readonly halfTimeMs: number;
  readonly secondHalfMs: number;
  readonly fullTimeMs: number;
  readonly kickOffIso: string;
}

const event = (
  kind: MatchEventKind,
  period: number,
  minute: number,
  addedMinute: number,
  publishedMs: number,
): Omit<MatchEvent, 'sequence'> => ({
  matchID: 'm1',
  kind,
  period,
  minute,
  addedMinute,
  side: kind === 'half-time' || kind === 'kick-off' ? null : 'home',
  playerID: null,
  secondaryPlayerID: null,
  text: kind,
  publishedAt: new Date(publishedMs).toISOString(),
  possessionHome: null,
});

/** one action: its half, its minute (added time in the last minute of a half), seconds into it, and how late the feed published it */
const actionArb = fc.record({
  period: fc.constantFrom(1, 2),
  minute: fc.integer({ min: 1, max: 45 }),
  added: fc.integer({ min: 0, max: 8 }),
  second: fc.integer({ min: 0, max: 59_999 }),
  // most are published at once, some a while later (data entry), a few very late
  lateMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 5 * MIN })),
  kind: fc.constantFrom<MatchEventKind>('goal', 'yellow-card', 'substitution', 'corner', 'commentary', 'own-goal'),
});

/**
 * A match as a feed sends it: whistles at their wall-clock moments with random added time and
 * half-time break, actions at their moments published on time or late, line-ups an hour before,
 * sequences in publication order (the feed's).
 */
export const matchFeedArb: fc.Arbitrary<GeneratedMatch> = fc
  .record({
    kickOffMs: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
    added1: fc.integer({ min: 0, max: 7 }),
    added2: fc.integer({ min: 0, max: 10 }),
    whistleLate1: fc.integer({ min: 0, max: 50_000 }),
    whistleLate2: fc.integer({ min: 0, max: 50_000 }),
    breakMs: fc.integer({ min: 10 * MIN, max: 25 * MIN }),
    actions: fc.array(actionArb, { maxLength: 40 }),
  })
  .map(({ kickOffMs, added1, added2, whistleLate1, whistleLate2, breakMs, actions }) => {
    const halfTimeMs = kickOffMs + (45 + added1) * MIN + whistleLate1;
    const secondHalfMs = halfTimeMs + breakMs;
    const fullTimeMs = secondHalfMs + (45 + added2) * MIN + whistleLate2;
    const drafts: Omit<MatchEvent, 'sequence'>[] = [
      event('lineups-announced', 0, 0, 0, kickOffMs - 60 * MIN),
      event('kick-off', 1, 1, 0, kickOffMs),
      event('half-time', 1, 45, added1, halfTimeMs),
      event('second-half', 2, 46, 0, secondHalfMs),
      event('full-time', 2, 90, added2, fullTimeMs),
    ];
    for (const a of actions) {
      // added time only in the last minute of a half, and no more than that half had
      const last = a.minute === 45;
      const added = last ? a.added % ((a.period === 1 ? added1 : added2) + 1) : 0;
      const minute = a.period === 1 ? a.minute : a.minute + 45;
      const start = (a.period === 1 ? kickOffMs : secondHalfMs) + (a.minute - 1 + added) * MIN;
      drafts.push(event(a.kind, a.period, minute, added, start + a.second + a.lateMs));
    }
    const timeline = drafts
      .sort((x, y) => Date.parse(x.publishedAt) - Date.parse(y.publishedAt))
      .map((e, i) => ({ ...e, sequence: i + 1 }));
    return {
      timeline,
      kickOffMs,
      halfTimeMs,
      secondHalfMs,
      fullTimeMs,
      kickOffIso: new Date(kickOffMs).toISOString(),
    };
  });
