import { createStandIn } from '../app';
import { ANALYTICS_CAPACITY, looksLikeToken } from './analytics';

const post = (s: ReturnType<typeof createStandIn>, body: unknown) =>
  s.fetch(
    new Request('http://stand-in.test/analytics/events', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('analytics sink', () => {
  it('stores events with the time they arrived', async () => {
    const s = createStandIn({ controls: true, now: () => Date.UTC(2026, 0, 1) });
    expect((await post(s, { action: 'click', url: '/news' })).status).toBe(202);
    const listed = (await (await s.fetch(new Request('http://stand-in.test/__control/analytics'))).json()) as {
      events: { receivedAt: string; event: unknown }[];
    };
    expect(listed.events).toEqual([
      { receivedAt: '2026-01-01T00:00:00.000Z', event: { action: 'click', url: '/news' } },
    ]);
  });

  it('is write-only outside the controls: nobody lists or wipes what fans did through /analytics/events', async () => {
    for (const controls of [true, false]) {
      const s = createStandIn({ controls });
      await post(s, { action: 'page-view' });
      for (const headers of [{}, { origin: 'http://localhost:8080' }] as Record<string, string>[]) {
        expect((await s.fetch(new Request('http://stand-in.test/analytics/events', { headers }))).status).toBe(404);
        expect(
          (await s.fetch(new Request('http://stand-in.test/analytics/events', { method: 'DELETE', headers }))).status,
        ).toBe(404);
      }
      expect(s.control.analyticsEvents()).toEqual([{ action: 'page-view' }]);
    }
  });

  it('refuses token-like values anywhere in an event', async () => {
    const s = createStandIn();
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    expect((await post(s, { action: 'x', nested: { token: jwt } })).status).toBe(400);
    expect((await post(s, { action: 'x'.repeat(201) })).status).toBe(400);
    expect((await post(s, 'not an object')).status).toBe(400);
    expect(s.control.analyticsEvents()).toEqual([]);
  });

  it('recognises tokens but not domains or URLs', () => {
    expect(looksLikeToken('www.uzfc.example')).toBe(false);
    expect(looksLikeToken('https://www.uzfc.example/news/a.b.c')).toBe(false);
    expect(looksLikeToken('eyJa.eyJb.c')).toBe(true);
  });

  it('is bounded', async () => {
    const s = createStandIn();
    await post(
      s,
      Array.from({ length: ANALYTICS_CAPACITY + 5 }, (_, i) => ({ action: `a${i}` })),
    );
    const events = s.control.analyticsEvents() as { action: string }[];
    expect(events).toHaveLength(ANALYTICS_CAPACITY);
    expect(events[0]!.action).toBe('a5');
  });

  it('a batch beaconed as text/plain is stored like any other', async () => {
    const s = createStandIn({ now: () => Date.UTC(2026, 0, 1) });
    const beacon = new Request('http://stand-in.test/analytics/events', {
      method: 'POST',
      body: JSON.stringify([{ action: 'a' }, { action: 'b' }]),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect((await s.fetch(beacon)).status).toBe(202);
    expect(s.control.analyticsEvents()).toEqual([{ action: 'a' }, { action: 'b' }]);
  });

  it('GET /__control/analytics lists what arrived when controls are on, and is not there otherwise', async () => {
    const on = createStandIn({ controls: true, now: () => Date.UTC(2026, 0, 1) });
    await post(on, { action: 'page-view' });
    const listed = (await (await on.fetch(new Request('http://stand-in.test/__control/analytics'))).json()) as {
      events: unknown[];
    };
    expect(listed.events).toEqual([{ receivedAt: '2026-01-01T00:00:00.000Z', event: { action: 'page-view' } }]);
    expect((await on.fetch(new Request('http://stand-in.test/__control/analytics', { method: 'DELETE' }))).status).toBe(
      204,
    );
    expect(on.control.analyticsEvents()).toEqual([]);
    // a browser page may not read it
    expect(
      (
        await on.fetch(
          new Request('http://stand-in.test/__control/analytics', { headers: { origin: 'http://localhost:8080' } }),
        )
      ).status,
    ).toBe(403);
    const off = createStandIn();
    expect((await off.fetch(new Request('http://stand-in.test/__control/analytics'))).status).toBe(404);
  });
});
