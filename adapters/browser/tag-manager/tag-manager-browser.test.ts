import fc from 'fast-check';
import { consentModeOf } from '@core';
import { createTagManagerBrowser, scrubPagePath } from './tag-manager-browser';
import { anEnrichedEvent } from '@core/analytics/analytics-event.test-support';

/** a dataLayer as plain arrays (gtag pushes arguments objects) */
const entries = (layer: unknown[] | undefined) =>
  (layer ?? []).map((e) =>
    Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
  );
const denied = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  personalization_storage: 'denied',
};

const tokenNames = ['token', 'tokenpayload', 'code', 'refresh_token', 'access_token', 'TokenPayload', 'CODE'];

describe('tag manager', () => {
  it('pushes page_view with the path to window.dataLayer when enabled', () => {
    const win: { dataLayer?: unknown[] } = {};
    createTagManagerBrowser(win, { enabled: true }).pageView('/news?page=2');
    expect(entries(win.dataLayer).at(-1)).toEqual({ event: 'page_view', page_path: '/news?page=2' });
  });

  it('Consent Mode: the default (all denied) is the first entry, as gtag arguments, before any page view', () => {
    const win: { dataLayer?: unknown[] } = {};
    const tm = createTagManagerBrowser(win, { enabled: true });
    tm.pageView('/news');
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
    expect(entries(win.dataLayer)[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }]);
  });

  it('Consent Mode: a choice is pushed as an update of the five signals', () => {
    const win: { dataLayer?: unknown[] } = {};
    createTagManagerBrowser(win, { enabled: true }).consent(
      consentModeOf({ analytics: true, marketing: false, personalisation: true }),
    );
    expect(entries(win.dataLayer)[1]).toEqual([
      'consent',
      'update',
      { ...denied, analytics_storage: 'granted', personalization_storage: 'granted' },
    ]);
  });

  it('an analytics event is pushed with its action, its url scrubbed again at the edge', () => {
    const win: { dataLayer?: unknown[] } = {};
    const e = anEnrichedEvent({ action: 'advert-click', advertID: 'a1', url: '/news?tokenpayload=x&page=2' });
    createTagManagerBrowser(win, { enabled: true }).event(e);
    expect(entries(win.dataLayer)[1]).toEqual({ event: 'uzfc_analytics', ...e, url: '/news?page=2' });
  });

  it('pushes nothing when disabled', () => {
    const win: { dataLayer?: unknown[] } = {};
    const tm = createTagManagerBrowser(win, { enabled: false });
    tm.pageView('/news');
    tm.consent(consentModeOf({ analytics: true, marketing: true, personalisation: true }));
    expect(win.dataLayer).toBeUndefined();
  });

  it('uses the real window by default', () => {
    createTagManagerBrowser(undefined, { enabled: true }).pageView('/');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'page_view',
      page_path: '/',
    });
  });

  it('never pushes a token-like query parameter, keeping the others', () => {
    expect(scrubPagePath('/?tokenpayload=abc&loginSuccess=true')).toBe('/?loginSuccess=true');
    expect(scrubPagePath('/cb#access_token=x&state=1')).toBe('/cb#state=1');
    expect(scrubPagePath('/news#top')).toBe('/news#top');
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.constantFrom(...tokenNames),
        fc.string({ minLength: 1 }),
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.string())),
        (path, name, secret, others) => {
          const q = new URLSearchParams([...others, [name, secret]]);
          const win: { dataLayer?: { page_path: string }[] } = {};
          createTagManagerBrowser(win as { dataLayer?: unknown[] }, { enabled: true }).pageView(`${path}?${q}`);
          const pushed = win.dataLayer![1]!.page_path;
          const query = new URLSearchParams(pushed.split('#')[0]!.split('?')[1] ?? '');
          for (const key of query.keys())
            expect(tokenNames.map((t) => t.toLowerCase())).not.toContain(key.toLowerCase());
        },
      ),
    );
  });
});
