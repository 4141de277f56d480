import fc from 'fast-check';
import { err, ok, unavailable, type InterfaceAction, type WebSettings } from '@core';
import { makeCookieConsent, type LoadWebSettings } from '@core';
import type { ConsentStore, CookieConsent } from '../../../core/ports/consent-store.port';
import { cookieBannerWording, createConsentVm, DEFAULT_COOKIE_POLICY_PATH, fallbackCookieBanner } from './consent-vm';
import { flush } from '../../shared/testing/deferred';

const memoryConsent = (initial: CookieConsent | null = null) => {
  let stored = initial;
  const writes: CookieConsent[] = [];
  const store: ConsentStore = {
    read: () => stored,
    write: (c) => {
      stored = c;
      writes.push(c);
    },
  };
  return { store, writes };
};
const settings =
  (cookieBanner: WebSettings['cookieBanner']): LoadWebSettings =>
  async () =>
    ok({ cookieBanner } as WebSettings);
const consentArb = fc.record({
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  personalisation: fc.boolean(),
  all: fc.boolean(),
});

describe('createConsentVm', () => {
  it('shows the web settings wording until the visitor chooses', async () => {
    const { store } = memoryConsent();
    const vm = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: store }),
      loadWebSettings: settings({ title: 'Cookies', text: 'We use cookies', findOutMoreLink: '/club/cookies' }),
      dispatch: vi.fn(),
    });
    vm.start();
    expect(vm.state.visible).toBe(false);
    await flush();
    expect(vm.state).toEqual({
      visible: true,
      title: 'Cookies',
      text: 'We use cookies',
      findOutMoreLink: '/club/cookies',
    });
  });

  it("starts as the server painted it (every visitor's page holds it); a stored choice hides it on start", async () => {
    const painted = cookieBannerWording({ title: 'Cookies', text: 'We use cookies', findOutMoreLink: '' });
    expect(painted).toEqual({ title: 'Cookies', text: 'We use cookies', findOutMoreLink: DEFAULT_COOKIE_POLICY_PATH });
    const first = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: memoryConsent().store }),
      loadWebSettings: settings({ title: 'Cookies', text: 'We use cookies', findOutMoreLink: '' }),
      dispatch: vi.fn(),
      painted,
    });
    expect(first.state).toEqual({ visible: true, ...painted });
    first.start();
    await flush();
    expect(first.state).toEqual({ visible: true, ...painted }); // the same words: nothing swaps under the reader
    const stored = { analytics: true, marketing: false, personalisation: false, all: false };
    const returning = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: memoryConsent(stored).store }),
      loadWebSettings: settings(fallbackCookieBanner),
      dispatch: vi.fn(),
      painted,
    });
    returning.start();
    expect(returning.state.visible).toBe(false);
  });

  it('falls back to its own wording and /cookies-policy when web settings fail', async () => {
    const vm = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: memoryConsent().store }),
      loadWebSettings: async () => err(unavailable('web-api')),
      dispatch: vi.fn(),
    });
    vm.start();
    await flush();
    expect(vm.state).toEqual({ visible: true, ...fallbackCookieBanner });
    expect(vm.state.findOutMoreLink).toBe(DEFAULT_COOKIE_POLICY_PATH);
  });

  it('restores any stored consent as a whole and stays hidden', () => {
    fc.assert(
      fc.property(consentArb, (stored) => {
        const dispatch = vi.fn<(a: InterfaceAction) => void>();
        const getSettings = vi.fn();
        const vm = createConsentVm({
          cookieConsent: makeCookieConsent({ consent: memoryConsent(stored).store }),
          loadWebSettings: getSettings,
          dispatch,
        });
        vm.start();
        expect(dispatch.mock.calls).toEqual([[{ type: 'cookies/set', consent: stored }]]);
        expect(vm.state.visible).toBe(false);
        expect(getSettings).not.toHaveBeenCalled();
      }),
    );
  });

  it('Accept All writes every category true and dispatches cookies/acceptAll', async () => {
    const { store, writes } = memoryConsent();
    const dispatch = vi.fn();
    const vm = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: store }),
      loadWebSettings: settings(fallbackCookieBanner),
      dispatch,
    });
    vm.start();
    await flush();
    vm.acceptAll();
    expect(writes).toEqual([{ analytics: true, marketing: true, personalisation: true, all: true }]);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'cookies/acceptAll' });
    expect(vm.state.visible).toBe(false);
  });

  it('Only Essential writes every category false and dispatches cookies/onlyEssential', async () => {
    const { store, writes } = memoryConsent();
    const dispatch = vi.fn();
    const vm = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: store }),
      loadWebSettings: settings(fallbackCookieBanner),
      dispatch,
    });
    vm.start();
    await flush();
    vm.onlyEssential();
    expect(writes).toEqual([{ analytics: false, marketing: false, personalisation: false, all: false }]);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'cookies/onlyEssential' });
    expect(vm.state.visible).toBe(false);
  });

  it('does not pop up after the visitor already chose while the wording loaded', async () => {
    const { store } = memoryConsent();
    const vm = createConsentVm({
      cookieConsent: makeCookieConsent({ consent: store }),
      loadWebSettings: settings(fallbackCookieBanner),
      dispatch: vi.fn(),
    });
    vm.start();
    vm.onlyEssential();
    await flush();
    expect(vm.state.visible).toBe(false);
  });
});
