/**
 * MatchFeedPort in memory: publishes the shared seed's events as their moment comes on the
 * injected clock and scheduler (a TestScheduler or fake time drives a whole match in a test),
 * and completes after the final whistle. `dropAfterEvents` cuts every connection after that
 * many events so reconnection can be exercised without a network; it reconnects through the
 * same withReconnect as the HTTP adapter and resumes after the newest sequence delivered.
 */
import {
  ok,
  systemClock,
  err,
  type Clock,
  type MatchEvent,
  type MatchFeedError,
  type MatchFeedPort,
  type Result,
} from '@core';
import {
  concat,
  defer,
  EMPTY,
  from,
  map,
  Observable,
  of,
  switchMap,
  take,
  throwError,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { sleepUntilMs, type MatchData } from '@protocol/match-data/match-data-seed';
import { toMatchEvent } from '../../http/match/match-wire-map';
import { DEFAULT_BACKOFF, withReconnect, type Backoff } from '../../http/match-feed/reconnect';

export interface MemoryMatchFeedOptions {
  readonly data: MatchData;
  readonly clock?: Clock;
  readonly scheduler?: SchedulerLike;
  readonly dropAfterEvents?: number;
  readonly backoff?: Backoff;
}

type Message = { type: 'event'; event: MatchEvent } | { type: 'end' };

export function createMemoryMatchFeed(options: MemoryMatchFeedOptions): MatchFeedPort {
  const { data } = options;
  const clock = options.clock ?? systemClock;

  /** every event after `after`, each when it is due, then 'end' after the final one */
  const publish = (matchID: string, after: number): Observable<Message> =>
    defer(() => {
      const page = data.events(matchID, after, clock.now());
      if (!page) return throwError(() => new Error(`no match ${matchID}`));
      const now$ = from(page.events.map((e): Message => ({ type: 'event', event: toMatchEvent(e) })));
      const last = page.events[page.events.length - 1]?.sequence ?? after;
      if (page.complete) return concat(now$, of<Message>({ type: 'end' }));
      const due = data.nextEventAtMs(matchID, last);
      const later$ =
        due === undefined
          ? EMPTY
          : timer(sleepUntilMs(due, clock.now()), options.scheduler).pipe(switchMap(() => publish(matchID, last)));
      return concat(now$, later$);
    });

  return {
    watch(matchID, afterSequence = 0) {
      let cursor = afterSequence;
      const connect = () => {
        const all = publish(matchID, cursor);
        const limit = options.dropAfterEvents;
        return limit === undefined
          ? all
          : concat(
              all.pipe(take(limit)),
              throwError(() => new Error('dropped (memory)')),
            );
      };
      return withReconnect<Message>(connect, options.backoff ?? DEFAULT_BACKOFF, options.scheduler).pipe(
        (source) =>
          new Observable<Exclude<typeof source extends Observable<infer T> ? T : never, { type: 'end' }>>(
            (subscriber) =>
              source.subscribe({
                next: (m) => {
                  if (m.type === 'end') subscriber.complete();
                  else subscriber.next(m);
                },
                error: (e: unknown) => subscriber.error(e),
                complete: () => subscriber.complete(),
              }),
          ),
        map((m): Result<MatchEvent, MatchFeedError> => {
          if (m.type === 'dropped') return err({ code: 'MATCH_FEED.RECONNECTING', attempt: m.attempt });
          cursor = Math.max(cursor, m.event.sequence);
          return ok(m.event);
        }),
      );
    },
  };
}
