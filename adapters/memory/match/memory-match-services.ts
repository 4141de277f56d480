/**
 * The match-data port and its live feed in memory over ONE seed, so the fixtures, the match
 * centre and the feed agree on the live match (anchored at the clock's now when made).
 */
import { systemClock, type Clock, type MatchFeedPort, type MatchPort } from '@core';
import type { SchedulerLike } from 'rxjs';
import { createMatchData } from '@protocol/match-data/match-data-seed';
import type { MemoryControls } from '../shared/memory-behaviour';
import { createMemoryMatchPort } from './memory-match-port';
import { createMemoryMatchFeed } from './memory-match-feed';

export interface MemoryMatchServicesOptions {
  readonly clock?: Clock;
  readonly scheduler?: SchedulerLike;
  /** match minutes already played of the live match (default the seed's 30) */
  readonly liveOffsetMinutes?: number;
  readonly replaySpeed?: number;
  readonly dropAfterEvents?: number;
}

export function createMemoryMatchServices(options: MemoryMatchServicesOptions = {}): {
  matches: MatchPort & MemoryControls;
  matchFeed: MatchFeedPort;
} {
  const clock = options.clock ?? systemClock;
  const data = createMatchData({
    startedAtMs: clock.now(),
    ...(options.liveOffsetMinutes !== undefined ? { offsetMinutes: options.liveOffsetMinutes } : {}),
    ...(options.replaySpeed !== undefined ? { speed: options.replaySpeed } : {}),
  });
  return {
    matches: createMemoryMatchPort({ clock, data }),
    matchFeed: createMemoryMatchFeed({
      data,
      clock,
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      ...(options.dropAfterEvents !== undefined ? { dropAfterEvents: options.dropAfterEvents } : {}),
    }),
  };
}
