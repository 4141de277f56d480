import fc from 'fast-check';
import { correctTimeline, foldScore, foldStatistics, type MatchDetail } from '@core';
import { toMatchDetail } from '../../http/match/match-wire-map';
import { matchPortContract } from '@test/contracts/match-port.contract';
import { matchFeedPortContract } from '@test/contracts/match-feed-port.contract';
import { createMatchData } from '@protocol/match-data/match-data-seed';
import { ABANDONED_MATCH_IDS, POSTPONED_MATCH_IDS } from '@protocol/match-data/match-data-seed-ids';
import { createMemoryMatchPort } from './memory-match-port';
import { createMemoryMatchFeed } from './memory-match-feed';

const startedAtMs = Date.parse('2026-11-23T20:00:00Z');
const clock = { now: () => startedAtMs };
const data = createMatchData({ startedAtMs });
const finished = 't1-2025-26-05';
const backoff = { baseMs: 1, maxMs: 5 };

matchPortContract(() => createMemoryMatchPort({ clock, data }), {
  played: finished,
  postponed: POSTPONED_MATCH_IDS[0]!,
  abandoned: ABANDONED_MATCH_IDS[0]!,
  team: 't1',
  season: '2025-26',
});
matchFeedPortContract({
  feed: () => createMemoryMatchFeed({ data, clock, backoff }),
  droppingFeed: () => createMemoryMatchFeed({ data, clock, backoff, dropAfterEvents: 5 }),
  finished,
  eventCount: data.match(finished, startedAtMs)!.events.length,
});

describe('statistics fold over the shared seed', () => {
  const after = Date.parse('2027-06-01T00:00:00Z');
  /** core's fold over the match as corrected equals the service's own score and totals */
  const agrees = (detail: MatchDetail) => {
    const { timeline } = correctTimeline(detail.events);
    expect(foldStatistics(timeline)).toEqual(detail.statistics);
    if (detail.match.score) expect(foldScore(timeline)).toEqual(detail.match.score);
  };
  it('the live match, corrections and all', () => {
    const detail = toMatchDetail(data.match(data.liveMatchID, after)!);
    expect(detail.events.some((e) => e.correction)).toBe(true);
    agrees(detail);
    expect(foldScore(detail.events)).not.toEqual(detail.match.score);
  });
  it("core's fold equals the feed's own totals for every seeded match, at any moment of it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...data.plans.filter((p) => p.events.length > 0)),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (plan, at) => {
          const start = Date.parse(plan.facts.kickOff) - 3_600_000;
          agrees(toMatchDetail(data.match(plan.facts.matchID, start + at * (after - start))!));
        },
      ),
      { numRuns: 300 },
    );
  });
});
