/**
 * Sign-out in one tab signs out every tab: a BroadcastChannel where the browser has
 * one, else a localStorage write, whose 'storage' event fires in the other tabs only.
 * Each message carries a nonce so a listener never acts twice on one publication.
 */
import { EMPTY, filter, fromEvent, map, merge, share, type Observable } from 'rxjs';
import type { SessionSignal, SessionSignalEvent } from '@core';

const CHANNEL = 'uzfc-session';
const STORAGE_KEY = 'uzfc-session-signal';
const events: readonly SessionSignalEvent[] = ['signed-in', 'signed-out', 'refreshed'];

interface Message {
  readonly event: SessionSignalEvent;
  readonly nonce: string;
}
const isMessage = (v: unknown): v is Message =>
  typeof v === 'object' &&
  v !== null &&
  events.includes((v as Message).event) &&
  typeof (v as Message).nonce === 'string';

function parseStored(e: StorageEvent): unknown {
  if (e.key !== STORAGE_KEY || !e.newValue) return null;
  try {
    return JSON.parse(e.newValue);
  } catch {
    return null; // not ours
  }
}

export function createSessionSignalBrowser(win: Window & typeof globalThis = window): SessionSignal {
  const channel = typeof win.BroadcastChannel === 'function' ? new win.BroadcastChannel(CHANNEL) : null;
  const heard = new Set<string>();
  const nonce = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

  const fromChannel: Observable<unknown> = channel
    ? fromEvent<MessageEvent>(channel, 'message').pipe(map((e) => e.data))
    : EMPTY;
  const fromStorage: Observable<unknown> = fromEvent<StorageEvent>(win, 'storage').pipe(map(parseStored));
  // one set of listeners however many subscribe; they are removed when the last one leaves
  const events$ = merge(fromChannel, fromStorage).pipe(
    filter(isMessage),
    filter((m) => !heard.has(m.nonce)),
    map((m) => {
      heard.add(m.nonce);
      return m.event;
    }),
    share(),
  );

  return {
    publish(event) {
      const message: Message = { event, nonce: nonce() };
      heard.add(message.nonce);
      if (channel) channel.postMessage(message);
      else {
        try {
          win.localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
        } catch {
          // storage full or blocked: other tabs notice at their next refresh instead
        }
      }
    },
    events$,
  };
}
