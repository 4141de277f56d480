import { describe, expect, it } from 'vitest';
import type { MatchData } from '@protocol/match-data/match-data-seed';
import { matchEventStream } from './match-data-sse';

const DAY_MS = 86_400_000;

describe("the stand-in's match event stream", () => {
  it('sleeps until an event a month away instead of waking every millisecond (a timer over 24.8 days fires at once)', async () => {
    const nowMs = Date.now();
    let reads = 0;
    // a match whose next event is 30 days away, as a fixture list's next match can be
    const data = {
      events: (matchID: string) => {
        reads += 1;
        return { matchID, events: [], lastSequence: 0, complete: false };
      },
      nextEventAtMs: () => nowMs + 30 * DAY_MS,
    } as unknown as MatchData;
    const abort = new AbortController();
    const reader = matchEventStream({
      data,
      matchID: 'far',
      after: 0,
      now: () => nowMs,
      signal: abort.signal,
    }).getReader();
    await reader.read(); // the retry line: the stream is open and its hub scheduled
    await new Promise((resolve) => setTimeout(resolve, 100));
    abort.abort();
    await reader.cancel();
    // one read when the fan connected; a timer firing at once would have read about a hundred times
    expect(reads).toBeLessThanOrEqual(2);
  });
});
