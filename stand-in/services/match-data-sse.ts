/**
 * The live commentary pushed as server-sent events. A stream sends every published event after
 * its resume point, then each new one as it is published, `: keep-alive` comments while nothing
 * happens, and `event: end` after the final whistle. `dropAfter` closes the stream after that
 * many events without the end marker: the "feed drops mid-match" fault a client must survive.
 *
 * Every stream of one match is fed by one hub, as a vendor's feed fans out: one timer for the
 * match's next event, each event read from the match data and written out once, the same bytes
 * sent to every stream. (A timer, a read of the match and a serialisation per stream and event
 * made 2,000 fans' streams more than the service could do: npm run bench -- --feed-only.)
 */
import { SSE_END_EVENT_NAME, SSE_EVENT_NAME } from '@protocol/match-data/match-wire';
import { sleepUntilMs, type MatchData } from '@protocol/match-data/match-data-seed';

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

interface Listener {
  /** the last sequence this stream has been sent */
  cursor: number;
  sent: number;
  readonly dropAfter: number | undefined;
  write(bytes: Uint8Array): void;
  close(): void;
}

interface MatchHub {
  add(listener: Listener): void;
  remove(listener: Listener): void;
}

const encoder = new TextEncoder();
const RETRY = encoder.encode('retry: 1000\n\n');
const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');
const END = encoder.encode(`event: ${SSE_END_EVENT_NAME}\ndata: {}\n\n`);

// never keep a Node process alive only for a match nobody may be watching
const unref = (timer: ReturnType<typeof setTimeout>) => (timer as { unref?: () => void }).unref?.();

function createHub(data: MatchData, matchID: string, now: () => number, onIdle: () => void): MatchHub {
  /** frames[i]: the event with sequence i + 1, as sent */
  const frames: Uint8Array[] = [];
  let complete = false;
  const listeners = new Set<Listener>();
  let next: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;

  /** reads what has been published since the last read, once for every stream */
  const catchUp = () => {
    const page = data.events(matchID, frames.length, now());
    if (!page) return;
    for (const event of page.events)
      frames[event.sequence - 1] = encoder.encode(
        `id: ${event.sequence}\nevent: ${SSE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`,
      );
    complete = page.complete && frames.length >= page.lastSequence;
  };

  const pump = (listener: Listener) => {
    while (listener.cursor < frames.length) {
      if (listener.dropAfter !== undefined && listener.sent >= listener.dropAfter) {
        hub.remove(listener);
        listener.close();
        return;
      }
      listener.write(frames[listener.cursor]!);
      listener.cursor += 1;
      listener.sent += 1;
    }
    if (complete) {
      listener.write(END);
      hub.remove(listener);
      listener.close();
    }
  };

  const schedule = () => {
    clearTimeout(next);
    next = undefined;
    if (complete || listeners.size === 0) return;
    const due = data.nextEventAtMs(matchID, frames.length);
    if (due === undefined) return;
    next = setTimeout(tick, sleepUntilMs(due, now()));
    unref(next);
  };

  const tick = () => {
    catchUp();
    for (const listener of [...listeners]) pump(listener);
    schedule();
  };

  const hub: MatchHub = {
    add(listener) {
      listeners.add(listener);
      listener.write(RETRY);
      catchUp();
      pump(listener);
      if (!listeners.has(listener)) return;
      if (!keepAlive) {
        keepAlive = setInterval(() => {
          for (const l of listeners) l.write(KEEP_ALIVE);
        }, KEEP_ALIVE_MS);
        unref(keepAlive);
      }
      if (!next) schedule();
    },
    remove(listener) {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      clearTimeout(next);
      clearInterval(keepAlive);
      next = undefined;
      keepAlive = undefined;
      onIdle();
    },
  };
  return hub;
}

// one hub per match and match data (one per stand-in), gone when nobody is watching
const hubs = new WeakMap<MatchData, Map<string, MatchHub>>();

function hubOf(data: MatchData, matchID: string, now: () => number): MatchHub {
  let byMatch = hubs.get(data);
  if (!byMatch) hubs.set(data, (byMatch = new Map()));
  let hub = byMatch.get(matchID);
  if (!hub) {
    hub = createHub(data, matchID, now, () => byMatch.delete(matchID));
    byMatch.set(matchID, hub);
  }
  return hub;
}

export function matchEventStream({
  data,
  matchID,
  after,
  now,
  signal,
  dropAfter,
}: SseOptions): ReadableStream<Uint8Array> {
  let listener: Listener | undefined;
  const hub = hubOf(data, matchID, now);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      listener = {
        cursor: Math.max(0, after),
        sent: 0,
        dropAfter,
        write: (bytes) => {
          // the client went away mid-write: nothing left to tell it
          if (open)
            try {
              controller.enqueue(bytes);
            } catch {
              open = false;
            }
        },
        close: () => {
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            /* already closed by the client */
          }
        },
      };
      if (signal.aborted) return;
      const own = listener;
      signal.addEventListener(
        'abort',
        () => {
          hub.remove(own);
          own.close();
        },
        { once: true },
      );
      hub.add(listener);
    },
    cancel() {
      if (listener) hub.remove(listener);
    },
  });
}
