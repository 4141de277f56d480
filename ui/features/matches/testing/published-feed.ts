import { act } from '@testing-library/react';
import { Subject } from 'rxjs';
import { ok, type MatchEvent, type MatchFeedError, type MatchFeedPort, type Result } from '@core';

/**
 * The live match's feed as a test publishes it: `feed` is the port (it counts every match
 * opened), `publish` sends the next event after `lastSequence` (a home event in the 40th minute
 * unless `extra` says otherwise) and returns its sequence.
 */
export function publishedFeed(matchID = 't1-live') {
  const feed$ = new Subject<Result<MatchEvent, MatchFeedError>>();
  const opened: string[] = [];
  let sequence = 0;
  const feed: MatchFeedPort = {
    watch: (id: string) => {
      opened.push(id);
      return feed$;
    },
  };
  return {
    feed,
    feed$,
    opened,
    /** the match's own last sequence, before the first publish */
    startAt: (lastSequence: number) => void (sequence = lastSequence),
    publish(kind: MatchEvent['kind'], extra: Partial<MatchEvent> = {}) {
      sequence += 1;
      const event: MatchEvent = {
        sequence,
        matchID,
        kind,
        period: 1,
        minute: 40,
        addedMinute: 0,
        side: 'home',
        playerID: null,
        secondaryPlayerID: null,
        text: kind,
        publishedAt: new Date().toISOString(),
        possessionHome: null,
        ...extra,
      };
      act(() => feed$.next(ok(event)));
      return sequence;
    },
  };
}
