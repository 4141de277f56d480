/**
 * MatchFeedPort over the match-data service: server-sent events read with fetch and a stream
 * reader (resuming with Last-Event-ID and ?after= from the newest sequence delivered), with a
 * polling fallback (GET events?after= every few seconds) once streaming is unsupported or has
 * failed `fallbackAfterFailures` times in a row. Reconnection and back-off are withReconnect's:
 * this adapter never gives up while the match goes on, and completes after the final whistle.
 * Each event is checked with zod; a broken one is skipped and reported as INVALID_EVENT.
 */
import { err, ok, type MatchEvent, type MatchFeedError, type MatchFeedPort, type Result } from '@core';
import { concatMap, from, map, Observable, takeWhile, timer, type SchedulerLike } from 'rxjs';
import * as z from 'zod/mini';
import { matchWirePaths, SSE_END_EVENT_NAME, SSE_EVENT_NAME } from '@protocol/match-data/match-wire';
import { eventsPageWireSchema, matchEventWireSchema } from '../match/match-schema';
import { toMatchEvent } from '../match/match-wire-map';
import { DEFAULT_BACKOFF, withReconnect, type Backoff } from './reconnect';
import { createSseParser } from './sse-parser';

export interface HttpMatchFeedOptions {
  /** the match-data service's base address, e.g. http://localhost:4010/match-data */
  readonly baseUrl: string;
  readonly fetchImpl?: typeof fetch;
  readonly scheduler?: SchedulerLike;
  readonly backoff?: Backoff;
  readonly pollIntervalMs?: number;
  readonly fallbackAfterFailures?: number;
  /** one line per dropped connection or skipped event; never the query string */
  readonly log?: (reason: string) => void;
}

type FeedMessage = { type: 'event'; event: MatchEvent } | { type: 'invalid' } | { type: 'end' };

class StreamUnsupported extends Error {}

export function createHttpMatchFeed(options: HttpMatchFeedOptions): MatchFeedPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const log = options.log ?? ((reason: string) => console.warn(`[match-data] feed: ${reason}`));
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const fallbackAfter = options.fallbackAfterFailures ?? 3;

  const parseEvent = (raw: unknown): FeedMessage => {
    const parsed = z.safeParse(matchEventWireSchema, raw);
    if (parsed.success) return { type: 'event', event: toMatchEvent(parsed.data) };
    log('skipped an event that broke its schema');
    return { type: 'invalid' };
  };
  const eventsUrl = (matchID: string, after: number) => `${base}${matchWirePaths.events(matchID)}?after=${after}`;

  /** one streaming connection: errors when it closes before the end marker */
  const stream = (matchID: string, after: number) =>
    new Observable<FeedMessage>((subscriber) => {
      const controller = new AbortController();
      (async () => {
        const response = await doFetch(eventsUrl(matchID, after), {
          headers: { accept: 'text/event-stream', 'last-event-id': String(after) },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body)
          throw new StreamUnsupported('not an event stream');
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = createSseParser();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const message of parser.push(value)) {
            if (message.event === SSE_END_EVENT_NAME) {
              subscriber.next({ type: 'end' });
              subscriber.complete();
              return;
            }
            if (message.event !== SSE_EVENT_NAME) continue;
            let raw: unknown;
            try {
              raw = JSON.parse(message.data);
            } catch {
              raw = undefined;
            }
            subscriber.next(parseEvent(raw));
          }
        }
        throw new Error('the stream closed before the final whistle');
      })().catch((e: unknown) => {
        if (!controller.signal.aborted) subscriber.error(e);
      });
      return () => controller.abort();
    });

  /** polling: a page every pollIntervalMs, from the newest sequence delivered */
  const poll = (matchID: string, cursor: () => number) =>
    timer(0, pollIntervalMs, options.scheduler).pipe(
      concatMap(async () => {
        const response = await doFetch(eventsUrl(matchID, cursor()), { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const parsed = z.safeParse(eventsPageWireSchema, await response.json());
        if (!parsed.success) throw new Error('an events page broke its schema');
        return parsed.data;
      }),
      concatMap((page) =>
        from<FeedMessage[]>([
          ...page.events.map((e) => ({ type: 'event' as const, event: toMatchEvent(e) })),
          ...(page.complete ? [{ type: 'end' as const }] : []),
        ]),
      ),
    );

  return {
    watch(matchID, afterSequence = 0) {
      let cursor = afterSequence;
      let polling = false;
      let streamFailures = 0;
      return withReconnect<FeedMessage>(
        () =>
          polling
            ? poll(matchID, () => cursor)
            : stream(matchID, cursor).pipe(
                // count consecutive failed streams; past the limit (or when unsupported) switch to polling
                (source) =>
                  new Observable<FeedMessage>((subscriber) =>
                    source.subscribe({
                      next: (m) => {
                        streamFailures = 0;
                        subscriber.next(m);
                      },
                      complete: () => subscriber.complete(),
                      error: (e: unknown) => {
                        streamFailures += 1;
                        if (e instanceof StreamUnsupported || streamFailures >= fallbackAfter) polling = true;
                        subscriber.error(e);
                      },
                    }),
                  ),
              ),
        options.backoff ?? DEFAULT_BACKOFF,
        options.scheduler,
      ).pipe(
        takeWhile((m) => m.type !== 'end'),
        map((m): Result<MatchEvent, MatchFeedError> => {
          if (m.type === 'dropped') {
            log(`connection dropped (attempt ${m.attempt})`);
            return err({ code: 'MATCH_FEED.RECONNECTING', attempt: m.attempt });
          }
          if (m.type === 'invalid') return err({ code: 'MATCH_FEED.INVALID_EVENT' });
          cursor = Math.max(cursor, m.event.sequence);
          return ok(m.event);
        }),
      );
    },
  };
}
