/**
 * The live commentary pushed as server-sent events. Sends every published event after the
 * resume point, then sleeps until the next one is due (or a keep-alive is), and ends with
 * `event: end` after the final whistle. `dropAfter` closes the stream after that many events
 * without the end marker: the "feed drops mid-match" fault a client must survive.
 */
import { SSE_END_EVENT_NAME, SSE_EVENT_NAME } from '@protocol/match-data/match-wire';
import type { MatchData } from '@protocol/match-data/match-data-seed';

export const KEEP_ALIVE_MS = 15_000;

export interface SseOptions {
  readonly data: MatchData;
  readonly matchID: string;
  readonly after: number;
  readonly now: () => number;
  readonly signal: AbortSignal;
  /** close after this many events (a dropped feed), undefined: never */
  readonly dropAfter?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, Math.max(0, ms));
    // never keep a Node process alive only for a sleeping stream
    (timer as { unref?: () => void }).unref?.();
    function done() {
      signal.removeEventListener('abort', done);
      clearTimeout(timer);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function matchEventStream({
  data,
  matchID,
  after,
  now,
  signal,
  dropAfter,
}: SseOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  let cursor = after;
  const stopped = new AbortController();
  signal.addEventListener('abort', () => stopped.abort(), { once: true });
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text));
      // tell EventSource-style clients how long to wait before reconnecting
      write('retry: 1000\n\n');
      try {
        while (!stopped.signal.aborted) {
          const page = data.events(matchID, cursor, now());
          if (!page) break;
          for (const event of page.events) {
            if (dropAfter !== undefined && sent >= dropAfter) {
              controller.close();
              return;
            }
            write(`id: ${event.sequence}\nevent: ${SSE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
            cursor = event.sequence;
            sent += 1;
          }
          if (page.complete && cursor >= page.lastSequence) {
            write(`event: ${SSE_END_EVENT_NAME}\ndata: {}\n\n`);
            break;
          }
          const due = data.nextEventAtMs(matchID, cursor);
          await sleep(due === undefined ? KEEP_ALIVE_MS : Math.min(KEEP_ALIVE_MS, due - now()), stopped.signal);
          if (due === undefined || due > now()) write(': keep-alive\n\n');
        }
        controller.close();
      } catch {
        // the client went away mid-write: nothing left to tell it
      }
    },
    cancel() {
      stopped.abort();
    },
  });
}
