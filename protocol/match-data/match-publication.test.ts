import fc from 'fast-check';
import { liveMatchPlan } from './live-match-seed';
import { publishAtMs, publishedCount } from './match-publication';

describe('publishedCount', () => {
  it('is the number of events whose time has come, found by halving', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -20, max: 150 }),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: -60, max: 180 }),
        (extraCommentary, offsetMinutes, speed, wallMinutes) => {
          const startedAtMs = Date.UTC(2026, 10, 7, 15);
          const plan = liveMatchPlan({ startedAtMs, offsetMinutes, speed, extraCommentary });
          const nowMs = startedAtMs + wallMinutes * 60_000;
          const byScan = plan.events.filter((e) => publishAtMs(plan, e) <= nowMs).length;
          expect(publishedCount(plan, nowMs)).toBe(byScan);
          // the published events are a prefix: the count also splits them exactly
          expect(plan.events.slice(0, byScan).every((e) => publishAtMs(plan, e) <= nowMs)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
