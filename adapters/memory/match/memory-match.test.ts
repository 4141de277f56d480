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
  played: finished, postponed: POSTPONED_MATCH_IDS[0]!, abandoned: ABANDONED_MATCH_IDS[0]!, team: 't1', season: '2025-26',
});
matchFeedPortContract({
  feed: () => createMemoryMatchFeed({ data, clock, backoff }),
  droppingFeed: () => createMemoryMatchFeed({ data, clock, backoff, dropAfterEvents: 5 }),
  finished,
  eventCount: data.match(finished, startedAtMs)!.events.length,
});
