import { analyticsBeaconPortContract } from '@test/contracts/analytics-beacon-port.contract';
import { createAnalyticsBeaconBrowser, type BeaconWindow } from './analytics-beacon-browser';
import { anEnrichedEvent } from '@core/analytics/analytics-event.test-support';

const ENDPOINT = 'https://collector.example/analytics/events';

/** a window whose beacon and fetch record what they were given */
function fakeWindow({ beacon = true, accepts = true }: { beacon?: boolean; accepts?: boolean } = {}) {
  const beacons: { url: string; data: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(target, {
    navigator: beacon
      ? {
          sendBeacon: (url: string, data: string) => {
            if (accepts) beacons.push({ url, data });
            return accepts;
          },
        }
      : {},
    document: doc,
    fetch: (url: string, init: RequestInit) => {
      fetches.push({ url, init });
      return Promise.resolve();
    },
  }) as unknown as BeaconWindow;
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
  };
  return { win, beacons, fetches, hide, doc, target };
}

analyticsBeaconPortContract(() => {
  const f = fakeWindow();
  return {
    port: createAnalyticsBeaconBrowser({ endpoint: ENDPOINT, win: f.win }),
    hide: f.hide,
    delivered: () => f.beacons.flatMap((b) => JSON.parse(b.data) as unknown[]),
  };
});

describe('analytics beacon in the browser', () => {
  const e = anEnrichedEvent();

  it('beacons the batch as one plain-text JSON body to the collector', () => {
    const f = fakeWindow();
    createAnalyticsBeaconBrowser({ endpoint: ENDPOINT, win: f.win }).deliver([e, e]);
    expect(f.beacons).toEqual([{ url: ENDPOINT, data: JSON.stringify([e, e]) }]);
    expect(f.fetches).toEqual([]);
  });

  it.each([
    ['has no beacon', { beacon: false }],
    ['refuses the beacon', { accepts: false }],
  ])('falls back to fetch keepalive when the browser %s', (_, opts) => {
    const f = fakeWindow(opts);
    createAnalyticsBeaconBrowser({ endpoint: ENDPOINT, win: f.win }).deliver([e]);
    expect(f.fetches).toHaveLength(1);
    expect(f.fetches[0]!.url).toBe(ENDPOINT);
    expect(f.fetches[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify([e]),
      credentials: 'omit',
    });
  });

  it('a failing fetch is swallowed: never an error for the fan', async () => {
    const f = fakeWindow({ beacon: false });
    const win = {
      ...f.win,
      navigator: {},
      fetch: () => Promise.reject(new Error('offline')),
    } as unknown as BeaconWindow;
    expect(() => createAnalyticsBeaconBrowser({ endpoint: ENDPOINT, win }).deliver([e])).not.toThrow();
    await Promise.resolve();
  });

  it('pagehide counts as a hide; becoming visible does not', () => {
    const f = fakeWindow();
    let seen = 0;
    createAnalyticsBeaconBrowser({ endpoint: ENDPOINT, win: f.win })
      .pageHides()
      .subscribe(() => {
        seen += 1;
      });
    f.doc.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toBe(0);
    f.target.dispatchEvent(new Event('pagehide'));
    expect(seen).toBe(1);
  });
});
