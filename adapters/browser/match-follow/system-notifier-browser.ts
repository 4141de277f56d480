/**
 * System notifications through the Notification API, and whether the page is hidden. A device
 * without the API (or a page that cannot construct a notification, as on some phones, which only
 * allow them from a service worker) says 'unsupported' and shows nothing: the in-page alert stays.
 */
import type { NotifyPermission, SystemNotifier } from '@core';

interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
}

export function createSystemNotifierBrowser(
  api: () => NotificationApi | undefined = () =>
    typeof Notification === 'undefined' ? undefined : (Notification as unknown as NotificationApi),
  doc: () => Pick<Document, 'visibilityState'> | undefined = () =>
    typeof document === 'undefined' ? undefined : document,
): SystemNotifier {
  return {
    permission: (): NotifyPermission => api()?.permission ?? 'unsupported',
    async request() {
      const n = api();
      if (!n) return 'unsupported';
      try {
        return await n.requestPermission();
      } catch {
        return 'unsupported';
      }
    },
    pageHidden: () => doc()?.visibilityState === 'hidden',
    notify({ title, body, tag }) {
      const N = api();
      if (!N || N.permission !== 'granted') return;
      try {
        new N(title, { body, tag });
      } catch {
        // a device that allows notifications only from a service worker: the in-page alert stays
      }
    },
  };
}
