import fc from 'fast-check';
import { Subject } from 'rxjs';
import type { EnrichedAnalyticsEvent } from './analytics-types';
import type { ConsentModeState } from './consent-mode';
import { analyticsActions } from './analytics-actions';
import { makeAnalyticsTracker, type TrackingContext } from './analytics-tracker';

const environment = { domain: 'www.uzfc.example', screensize: '1440x900', userAgent: 'UA', ssoVendor: 'uzfc-sso' };

// plain recording ports (core tests test the core alone; the adapters have their own contract)
function recordingPorts() {
  const hides = new Subject<void>();
  const batches: EnrichedAnalyticsEvent[][] = [];
  const beacon = {
    batches,
    hide: () => hides.next(),
    deliver: (b: readonly EnrichedAnalyticsEvent[]) => void batches.push([...b]),
    pageHides: () => hides.asObservable(),
  };
  const events: EnrichedAnalyticsEvent[] = [];
  const tagManager = {
    events,
    pageView: () => {},
    consent: (_: ConsentModeState) => {},
    event: (e: EnrichedAnalyticsEvent) => void events.push(e),
  };
  return { beacon, tagManager };
}

function world(initial: Partial<TrackingContext> = {}) {
  const { beacon, tagManager } = recordingPorts();
  const ctx = { allowed: true, url: '/news', environment, ...initial };
  const tracker = makeAnalyticsTracker({
    beacon,
    tagManager,
    clock: { now: () => 1_700_000_000_000 },
    random: { int: () => 42 },
    context: () => ctx,
    limits: { maxEvents: 50, maxWaitMs: 60_000 },
  });
  const stop = tracker.start();
  return { beacon, tagManager, tracker, ctx, stop, sent: () => beacon.batches.flat() };
}

describe('the analytics tracker', () => {
  it('an allowed action becomes the spec event, enriched, pushed to the tag manager and sent when the page hides', () => {
    const w = world();
    w.tracker.identify({ sessionID: 1234, ssoID: 'sso-9' });
    w.tracker.track('advert-click', { advertID: 'mpu-1', advertName: 'Kit launch' });
    const expected = {
      action: 'advert-click',
      advertID: 'mpu-1',
      advertName: 'Kit launch',
      sessionID: 1234,
      ssoID: 'sso-9',
      timestamp: 1_700_000_000_000,
      url: '/news',
      userAllowTracking: true,
      channel: 'web',
      logID: 42,
      ...environment,
    };
    expect(w.tagManager.events).toEqual([expected]);
    expect(w.sent()).toEqual([]);
    w.beacon.hide();
    expect(w.beacon.batches).toEqual([[expected]]);
  });

  it('without analytics consent nothing is pushed or sent, for any action', () => {
    fc.assert(
      fc.property(fc.constantFrom(...analyticsActions), (action) => {
        const w = world({ allowed: false });
        w.tracker.track(action, { advertID: 'x' });
        w.beacon.hide();
        expect(w.tagManager.events).toEqual([]);
        expect(w.sent()).toEqual([]);
      }),
    );
  });

  it('withdrawing consent drops what was waiting too', () => {
    const w = world();
    w.tracker.track('video-start');
    w.ctx.allowed = false;
    w.beacon.hide();
    expect(w.sent()).toEqual([]);
  });

  it('never sends a credential or an email in the url, and never a field outside the spec', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('tokenpayload', 'access_token', 'code', 'email'),
        fc.stringMatching(/^[A-Za-z0-9]{12,30}$/),
        fc.emailAddress(),
        (name, secret, email) => {
          const w = world({ url: `/videos?${name}=${secret}&page=2&who=${encodeURIComponent(email)}` });
          w.tracker.track('page-view', { advertRef: 'r', ...({ accessToken: secret } as object) });
          w.beacon.hide();
          const [sent] = w.sent();
          expect(JSON.stringify(sent)).not.toContain(secret);
          expect(JSON.stringify(sent)).not.toContain(email);
          expect(sent!.url).toBe('/videos?page=2');
          expect(Object.keys(sent!)).not.toContain('accessToken');
        },
      ),
    );
  });

  it('a url given with the event wins over the page address (scrubbed the same way)', () => {
    const w = world();
    w.tracker.track('video-start', { url: '/videos/v1?code=abc' });
    expect(w.tagManager.events[0]!.url).toBe('/videos/v1');
  });

  it('stopped, it delivers nothing more', () => {
    const w = world();
    w.stop();
    w.tracker.track('search');
    w.beacon.hide();
    expect(w.sent()).toEqual([]);
  });
});
