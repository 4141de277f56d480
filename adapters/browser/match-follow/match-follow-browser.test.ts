import { describe, expect, it } from 'vitest';
import { matchFollowStoreContract } from '@test/contracts/match-follow-store.contract';
import { createMatchFollowStoreBrowser, MATCH_FOLLOW_KEY } from './match-follow-store-browser';
import { createSystemNotifierBrowser } from './system-notifier-browser';

const storageOf = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
const shared = storageOf();
matchFollowStoreContract(() => createMatchFollowStoreBrowser(() => shared));

describe('match follow store (localStorage)', () => {
  it('reads nothing from junk, a wrong shape or a hostile id, and never throws', () => {
    for (const raw of ['{nope', '{"matchID":7}', '{"matchID":"<script>","title":"x"}', '{"matchID":"m","title":5}'])
      expect(createMatchFollowStoreBrowser(() => storageOf({ [MATCH_FOLLOW_KEY]: raw })).read()).toBeNull();
    expect(createMatchFollowStoreBrowser(() => null).read()).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
    };
    expect(() =>
      createMatchFollowStoreBrowser(() => full).write({ matchID: 'm', title: 't', notifyWhenHidden: false }),
    ).not.toThrow();
  });
});

describe('system notifier (Notification API)', () => {
  it('shows a notice only when allowed, says unsupported without the API, and reads whether the page is hidden', async () => {
    const shown: { title: string; options?: NotificationOptions }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = async (): Promise<NotificationPermission> => (FakeNotification.permission = 'granted');
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, options });
      }
    }
    let visibility: DocumentVisibilityState = 'visible';
    const notifier = createSystemNotifierBrowser(
      () => FakeNotification,
      () => ({ visibilityState: visibility }),
    );
    notifier.notify({ title: 'UZFC v Greywater City', body: 'Goal', tag: 'm' });
    expect(shown).toEqual([]);
    expect(await notifier.request()).toBe('granted');
    notifier.notify({ title: 'UZFC v Greywater City', body: 'Goal', tag: 'm' });
    expect(shown).toEqual([{ title: 'UZFC v Greywater City', options: { body: 'Goal', tag: 'm' } }]);
    expect(notifier.pageHidden()).toBe(false);
    visibility = 'hidden';
    expect(notifier.pageHidden()).toBe(true);
    const none = createSystemNotifierBrowser(
      () => undefined,
      () => undefined,
    );
    expect(none.permission()).toBe('unsupported');
    expect(await none.request()).toBe('unsupported');
    expect(none.pageHidden()).toBe(false);
  });
});
