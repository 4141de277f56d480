import { filter, fromEvent, map, merge, type Observable } from 'rxjs';
import type { AnalyticsBeaconPort } from '@core';

export interface BeaconWindow {
  readonly navigator: { sendBeacon?: (url: string, data: string) => boolean };
  readonly document: EventTarget & { readonly visibilityState: string };
  fetch(url: string, init: RequestInit): Promise<unknown>;
  addEventListener: EventTarget['addEventListener'];
  removeEventListener: EventTarget['removeEventListener'];
}

/**
 * Delivers analytics batches to the collector's POST /events with navigator.sendBeacon,
 * which the browser completes even while the page unloads, and never waits for an answer.
 * The body is a plain string (text/plain): a simple request, so no CORS preflight, which a
 * beacon cannot make. When the browser refuses the beacon (none, a full queue), fetch with
 * keepalive takes the batch instead; a failure is dropped silently: analytics is never worth
 * an error on the fan's screen.
 */
export function createAnalyticsBeaconBrowser({
  endpoint,
  win = window as unknown as BeaconWindow,
}: {
  endpoint: string;
  win?: BeaconWindow;
}): AnalyticsBeaconPort {
  return {
    deliver(events) {
      if (events.length === 0) return;
      const body = JSON.stringify(events);
      let queued = false;
      try {
        queued = win.navigator.sendBeacon?.(endpoint, body) ?? false;
      } catch {
        queued = false;
      }
      if (queued) return;
      try {
        void win
          .fetch(endpoint, {
            method: 'POST',
            body,
            keepalive: true,
            credentials: 'omit',
            headers: { 'content-type': 'text/plain' },
          })
          .catch(() => undefined);
      } catch {
        /* no network at all: the batch is dropped */
      }
    },
    // pagehide covers leaving and the back-forward cache; a hidden tab may never come back
    // (mobile browsers kill it), so hiding is the last safe moment too
    pageHides: (): Observable<void> =>
      merge(
        fromEvent(win, 'pagehide'),
        fromEvent(win.document, 'visibilitychange').pipe(filter(() => win.document.visibilityState === 'hidden')),
      ).pipe(map(() => undefined)),
  };
}
