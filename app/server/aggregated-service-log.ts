/**
 * The site server's log of service failures, aggregated. Every page render asks the
 * services, and a junk address is a service's 404 each time: written line by line, a
 * crawler or an attacker wrote one line per request (1,696 lines in 20 s under load), which
 * buries the line that matters and costs disk. A failure of one kind (service, method,
 * code, status) is written the first time in a window; the rest of the window's are counted
 * and written as one line when it ends, with the last path seen. Paths only, never a query
 * (json-client.ts strips it: query strings can carry tokens).
 */
import { logLineOf, type JsonClientLogEntry } from '@adapters/http/shared/json-client';

export interface AggregatedServiceLogOptions {
  readonly write: (line: string) => void;
  /** how long one kind is written once (default a minute) */
  readonly windowMs?: number;
  readonly now?: () => number;
  /** runs the window's summary later; never keeps the process alive (default an unref'd timer) */
  readonly later?: (run: () => void, ms: number) => void;
}

export const SERVICE_LOG_WINDOW_MS = 60_000;

interface Window {
  readonly opened: number;
  more: number;
  lastPath: string;
}

const kindOf = (e: JsonClientLogEntry) =>
  logLineOf({ ...e, path: '', reason: '' })
    .replace('  ', ' ')
    .trim();

const unrefTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  (timer as { unref?: () => void }).unref?.();
};

export function aggregatedServiceLog(options: AggregatedServiceLogOptions): (entry: JsonClientLogEntry) => void {
  const windowMs = options.windowMs ?? SERVICE_LOG_WINDOW_MS;
  const now = options.now ?? Date.now;
  const later = options.later ?? unrefTimer;
  const open = new Map<string, Window>();

  function close(kind: string) {
    const window = open.get(kind);
    if (!window) return;
    open.delete(kind);
    if (window.more > 0)
      options.write(
        `${kind}: ${window.more} more in the last ${Math.round(windowMs / 1000)} s (the last ${window.lastPath})`,
      );
  }

  return (entry) => {
    const kind = kindOf(entry);
    const window = open.get(kind);
    if (window && now() - window.opened < windowMs) {
      window.more += 1;
      window.lastPath = entry.path;
      return;
    }
    close(kind);
    const opened: Window = { opened: now(), more: 0, lastPath: entry.path };
    open.set(kind, opened);
    options.write(logLineOf(entry));
    later(() => {
      if (open.get(kind) === opened) close(kind);
    }, windowMs);
  };
}
