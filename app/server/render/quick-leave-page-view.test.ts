import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '@adapters/browser/cookies/cookie-stores';
import { claimFirstPageView } from '@ui/features/consent/first-page-view';
import { PAGE_VIEW_DATA_ID, QUICK_LEAVE_PAGE_VIEW_SCRIPT, pageViewTemplate } from './quick-leave-page-view';

const ENDPOINT = 'https://analytics.example/analytics';
const PATH = '/news';

type Consent = 'allowed' | 'refused' | 'none' | 'tampered';
const cookieOf = (consent: Consent) =>
  consent === 'none'
    ? 'other=1'
    : consent === 'tampered'
      ? `${CONSENT_COOKIE}=${encodeURIComponent('{"analytics":true}')}`
      : `${CONSENT_COOKIE}=${encodeURIComponent(
          JSON.stringify({
            analytics: consent === 'allowed',
            marketing: false,
            personalisation: false,
            all: consent === 'allowed',
          }),
        )}`;

/** One page in a fake browser running the real inline script; records every beacon it sends. */
function page({
  config = { services: { analytics: ENDPOINT } } as unknown,
  path = '/news?tokenpayload=eyJx&page=2',
} = {}) {
  const listeners: Record<string, (() => void)[]> = {};
  const on = (name: string, f: () => void) => (listeners[name] ??= []).push(f);
  const blocks: Record<string, string> = {
    [PAGE_VIEW_DATA_ID]: JSON.stringify(pageViewTemplate(path)),
    'uzfc-config': JSON.stringify(config),
  };
  const beacons: { url: string; body: unknown[] }[] = [];
  const state = { consent: 'none' as Consent, visibility: 'visible' };
  const document = {
    get cookie() {
      return cookieOf(state.consent);
    },
    get visibilityState() {
      return state.visibility;
    },
    getElementById: (id: string) => (id in blocks ? { textContent: blocks[id] } : null),
    addEventListener: (name: string, f: () => void) => on(`document:${name}`, f),
  };
  const window: Record<string, unknown> = { addEventListener: (name: string, f: () => void) => on(name, f) };
  const navigator = {
    userAgent: 'phone',
    sendBeacon: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) as unknown[] });
      return true;
    },
  };
  new Function('window', 'document', 'navigator', 'location', 'screen', 'fetch', QUICK_LEAVE_PAGE_VIEW_SCRIPT)(
    window,
    document,
    navigator,
    { hostname: 'www.uzfc.example' },
    { width: 390, height: 844 },
    () => Promise.reject(new Error('no fetch expected')),
  );
  return {
    beacons,
    window,
    setConsent: (consent: Consent) => (state.consent = consent),
    allowed: () => state.consent === 'allowed',
    hide() {
      state.visibility = 'hidden';
      for (const f of listeners['document:visibilitychange'] ?? []) f();
    },
    show: () => (state.visibility = 'visible'),
    pageHide: () => (listeners.pagehide ?? []).forEach((f) => f()),
  };
}

describe('the quick-leave page view', () => {
  it('beacons the page view, as the app sends it, when a fan who allowed analytics leaves before the app', () => {
    const p = page();
    p.setConsent('allowed');
    p.pageHide();
    expect(p.beacons).toHaveLength(1);
    expect(p.beacons[0]!.url).toBe(`${ENDPOINT}/events`);
    const [event] = p.beacons[0]!.body as Record<string, unknown>[];
    // the scrubbed path (no token), the enriched shape, a guest
    expect(event).toMatchObject({
      action: 'page-view',
      url: '/news?page=2',
      channel: 'web',
      domain: 'www.uzfc.example',
      screensize: '390x844',
      userAgent: 'phone',
      ssoID: '',
      userAllowTracking: true,
    });
    expect(Object.keys(event!).sort()).toEqual(
      [
        'action',
        'channel',
        'domain',
        'logID',
        'screensize',
        'sessionID',
        'ssoID',
        'ssoVendor',
        'timestamp',
        'url',
        'userAgent',
        'userAllowTracking',
      ].sort(),
    );
    expect(event!.logID).toBeGreaterThanOrEqual(1);
    expect(event!.logID).toBeLessThanOrEqual(1_000_000);
  });

  it('sends nothing without analytics consent (none, refused, tampered), and nothing in memory mode', () => {
    for (const consent of ['none', 'refused', 'tampered'] as const) {
      const p = page();
      p.setConsent(consent);
      p.hide();
      p.pageHide();
      expect(p.beacons).toEqual([]);
    }
    const memory = page({ config: { adapters: 'memory', services: { analytics: ENDPOINT } } });
    memory.setConsent('allowed');
    memory.pageHide();
    expect(memory.beacons).toEqual([]);
    expect(claimFirstPageView(PATH, memory.window)).toBe(true);
  });

  // the orders of: the app's first page view (after hydration, when consent allows it), the page
  // hidden or left, the tab shown again, consent changed (in another tab, or by the app's notice)
  it('counts the page view exactly once when consent ever allowed it, in any order, and never without consent', () => {
    type Step =
      | { readonly kind: 'hydrate' }
      | { readonly kind: 'hide' }
      | { readonly kind: 'pagehide' }
      | { readonly kind: 'show' }
      | { readonly kind: 'consent'; readonly to: Consent };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ kind: 'hydrate' as const }),
      fc.constant({ kind: 'hide' as const }),
      fc.constant({ kind: 'pagehide' as const }),
      fc.constant({ kind: 'show' as const }),
      fc
        .constantFrom<Consent>('allowed', 'refused', 'none', 'tampered')
        .map((to) => ({ kind: 'consent' as const, to })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<Consent>('allowed', 'refused', 'none'),
        fc.array(step, { maxLength: 12 }),
        (first, steps) => {
          const p = page({ path: PATH });
          p.setConsent(first);
          let hydrated = false;
          let appCounted = false;
          let appSent = 0;
          let countable = false;
          let sentWithoutConsent = false;
          // the app's first view fires once it runs and consent allows (its 250 ms delay aside)
          const appView = () => {
            if (!hydrated || appCounted || !p.allowed()) return;
            appCounted = true;
            countable = true;
            if (claimFirstPageView(PATH, p.window)) appSent += 1;
          };
          for (const s of steps) {
            const before = p.beacons.length;
            if (s.kind === 'hydrate') hydrated = true;
            if (s.kind === 'hide') p.hide();
            if (s.kind === 'pagehide') p.pageHide();
            if (s.kind === 'show') p.show();
            if (s.kind === 'consent') p.setConsent(s.to);
            if ((s.kind === 'hide' || s.kind === 'pagehide') && !hydrated && p.allowed()) countable = true;
            if (p.beacons.length > before && !p.allowed()) sentWithoutConsent = true;
            appView();
          }
          const counted = p.beacons.length + appSent;
          expect(sentWithoutConsent).toBe(false);
          expect(counted).toBe(countable ? 1 : 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
