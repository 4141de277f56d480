import { describe, expect, it } from 'vitest';
import { firstValueFrom, toArray } from 'rxjs';
import { foldTimeline, type MatchEvent, type MatchFeedPort } from '@core';
import type { Make } from './contract-helpers';

export interface MatchFeedContractSetup {
  /** a feed over a seed where `finished` is over */
  readonly feed: Make<MatchFeedPort>;
  /** the same seed, but every connection drops after a few events */
  readonly droppingFeed: Make<MatchFeedPort>;
  readonly finished: string;
  /** how many events `finished` has */
  readonly eventCount: number;
}

const eventsOf = async (feed: MatchFeedPort, matchID: string, after?: number) =>
  firstValueFrom(feed.watch(matchID, after).pipe(toArray()));

/**
 * What every MatchFeedPort must do: deliver every event at least once, resume after the
 * sequence it is given, survive dropped connections without losing an event, and complete
 * after the final whistle. Duplicates and reorders are allowed: core folds them.
 */
export function matchFeedPortContract(setup: MatchFeedContractSetup) {
  describe('MatchFeedPort contract', () => {
    it('delivers every event of a finished match, then completes', async () => {
      const results = await eventsOf(await setup.feed(), setup.finished);
      const events = results.flatMap((r) => (r.ok ? [r.value] : []));
      expect(foldTimeline([], events).map((e) => e.sequence)).toEqual(
        Array.from({ length: setup.eventCount }, (_, i) => i + 1),
      );
      expect(events.at(-1)?.kind).toMatch(/full-time|abandoned/);
    });

    it('resumes after the sequence it is given', async () => {
      const results = await eventsOf(await setup.feed(), setup.finished, 4);
      const sequences = new Set(results.flatMap((r) => (r.ok ? [r.value.sequence] : [])));
      expect([...sequences].sort((a, b) => a - b)).toEqual(
        Array.from({ length: setup.eventCount - 4 }, (_, i) => i + 5),
      );
    });

    it('survives connections dropping mid-stream: says it is reconnecting, loses no event', async () => {
      const results = await eventsOf(await setup.droppingFeed(), setup.finished);
      expect(results.some((r) => !r.ok && r.error.code === 'MATCH_FEED.RECONNECTING')).toBe(true);
      const events: MatchEvent[] = results.flatMap((r) => (r.ok ? [r.value] : []));
      expect(foldTimeline([], events).map((e) => e.sequence)).toEqual(
        Array.from({ length: setup.eventCount }, (_, i) => i + 1),
      );
    });
  });
}
