/**
 * Sign-out in one tab signs out every tab: a BroadcastChannel where the browser has
 * one, else a localStorage write, whose 'storage' event fires in the other tabs only.
 * Each message carries a nonce so a listener never acts twice on one publication.
 */
import type { SessionSignal, SessionSignalEvent } from '@core';

const CHANNEL = 'uzfc-session';
const STORAGE_KEY = 'uzfc-session-signal';
const events: readonly SessionSignalEvent[] = ['signed-in', 'signed-out', 'refreshed'];

interface Message { readonly event: SessionSignalEvent; readonly nonce: string }
const isMessage = (v: unknown): v is Message =>
  typeof v === 'object' && v !== null && events.includes((v as Message).event) && typeof (v as Message).nonce === 'string';

export function createSessionSignalBrowser(win: Window & typeof globalThis = window): SessionSignal {
  const channel = typeof win.BroadcastChannel === 'function' ? new win.BroadcastChannel(CHANNEL) : null;
  const heard = new Set<string>();
  const nonce = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

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
    subscribe(listener) {
      const deliver = (data: unknown) => {
        if (!isMessage(data) || heard.has(data.nonce)) return;
        heard.add(data.nonce);
        listener(data.event);
      };
      const onMessage = (e: MessageEvent) => deliver(e.data);
      const onStorage = (e: StorageEvent) => {
        if (e.key !== STORAGE_KEY || !e.newValue) return;
        try {
          deliver(JSON.parse(e.newValue));
        } catch {
          // not ours
        }
      };
      channel?.addEventListener('message', onMessage);
      win.addEventListener('storage', onStorage);
      return () => {
        channel?.removeEventListener('message', onMessage);
        win.removeEventListener('storage', onStorage);
      };
    },
  };
}
