import fc from 'fast-check';
import type { AnalyticsAction } from './analytics-actions';
import { analyticsActions } from './analytics-actions';
import type { AnalyticsTracker } from './analytics-tracker';
import { makeDeferredTracker } from './deferred-tracker';

/** a real tracker that records its calls */
function recorder() {
  const calls: unknown[][] = [];
  const tracker: AnalyticsTracker = {
    track: (...args) => void calls.push(['track', ...args]),
    identify: (i) => void calls.push(['identify', i]),
    start: () => {
      calls.push(['start']);
      return () => void calls.push(['stop']);
    },
  };
  return { tracker, calls };
}

function deferred(allowed = true) {
  const real = recorder();
  let resolve!: (t: AnalyticsTracker) => void;
  const load = vi.fn(
    () =>
      new Promise<AnalyticsTracker>((r) => {
        resolve = r;
      }),
  );
  let now = 1_000;
  let url = '/news';
  const front = makeDeferredTracker({ load, allowed: () => allowed, clock: { now: () => now }, url: () => url });
  return {
    front,
    real,
    load,
    arrive: async () => {
      resolve(real.tracker);
      await Promise.resolve();
      await Promise.resolve();
    },
    setNow: (ms: number) => {
      now = ms;
    },
    setUrl: (u: string) => {
      url = u;
    },
  };
}

describe('makeDeferredTracker', () => {
  it('without consent nothing is downloaded, whatever is tracked', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...analyticsActions)), (actions) => {
        const d = deferred(false);
        d.front.start();
        for (const a of actions) d.front.track(a);
        expect(d.load).not.toHaveBeenCalled();
      }),
    );
  });

  it('the first allowed action downloads once; waiting actions keep their moment and page, in order', async () => {
    const d = deferred();
    d.front.start();
    d.front.identify({ sessionID: 9, ssoID: 'sso-1' });
    d.front.track('page-view');
    d.setNow(2_000);
    d.setUrl('/videos');
    d.front.track('advert-click', { advertID: 'a1' });
    expect(d.load).toHaveBeenCalledTimes(1);
    d.setNow(5_000);
    await d.arrive();
    d.front.track('video-start');
    expect(d.real.calls).toEqual([
      ['identify', { sessionID: 9, ssoID: 'sso-1' }],
      ['start'],
      ['track', 'page-view', { url: '/news', at: 1_000 }],
      ['track', 'advert-click', { advertID: 'a1', url: '/videos', at: 2_000 }],
      ['track', 'video-start', {}],
    ]);
  });

  it('stopping before the code arrives means it is never started', async () => {
    const d = deferred();
    const stop = d.front.start();
    d.front.track('search' as AnalyticsAction);
    stop();
    await d.arrive();
    expect(d.real.calls.map((c) => c[0])).toEqual(['track']);
  });

  it('says an event is deliverable only once its code has arrived and delivery has started, and asks for the code', async () => {
    const d = deferred();
    const ready: string[] = [];
    d.front.whenDeliverable!(() => ready.push('first'));
    expect(d.load).toHaveBeenCalledTimes(1);
    expect(ready).toEqual([]);
    await d.arrive();
    // loaded, not started: a batch would have no page-hide delivery yet
    expect(ready).toEqual([]);
    d.front.start();
    expect(ready).toEqual(['first']);
    d.front.whenDeliverable!(() => ready.push('later'));
    expect(ready).toEqual(['first', 'later']);
  });

  it('started before the code arrives: deliverable as soon as it does', async () => {
    const d = deferred();
    d.front.start();
    const ready: string[] = [];
    d.front.whenDeliverable!(() => ready.push('view'));
    expect(ready).toEqual([]);
    await d.arrive();
    expect(ready).toEqual(['view']);
    expect(d.real.calls.map((c) => c[0])).toEqual(['start']);
  });
});
