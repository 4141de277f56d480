import fc from 'fast-check';
import { watchChecks, type WatchFacts } from './can-i-watch';
import type { LiveStreamConfig } from '../video/video-types';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const live: LiveStreamConfig = {
  matchID: '2041',
  title: 'UZFC v Lowfield Rovers',
  startsAt: '2026-11-28T15:00:00.000Z',
  videoEntryId: 'live-video',
  audioEntryId: 'live-audio',
  matchShowEntryId: 'live-video',
  videoRequired: { kind: 'pass', entitlements: ['uztv-live', 'uztv-match-2041'] },
  audioRequired: { kind: 'pass', entitlements: ['uztv-audio'] },
};
const ready: WatchFacts = {
  nowMs: NOW,
  signedIn: true,
  entitlements: ['uztv-match-2041'],
  live,
  kickOffText: 'Sat 28 Nov, 15:00',
  settings: {
    deviceLimit: 2,
    leaseIdleSeconds: 60,
    progressIntervalSeconds: 10,
    viewer: { country: 'FR', liveVideo: true, liveAudio: true },
  },
  slots: { limit: 2, devices: [] },
  browser: { mse: true, nativeHls: false, autoplay: 'allowed' },
  connection: { bytes: 1_000_000, ms: 1_000, latencyMs: 20 },
};
const byId = (f: WatchFacts) => Object.fromEntries(watchChecks(f).map((c) => [c.id, c]));

describe('Can I watch? (the set-up check before a match)', () => {
  it('days before the match, a fan with the match pass abroad on a good connection is told all is well, which match and when', () => {
    const checks = watchChecks(ready);
    expect(checks.map((c) => c.id)).toEqual(['signed-in', 'pass', 'location', 'devices', 'browser', 'connection']);
    expect(checks.every((c) => c.status === 'ok')).toBe(true);
    expect(byId(ready).pass!.found).toBe(
      'Your pass covers the next live match, UZFC v Lowfield Rovers (kick-off Sat 28 Nov, 15:00, in 3 days).',
    );
    expect(byId(ready).connection!.found).toBe(
      'About 8.0 Mbps, 20 ms to reach us. Enough for HD (4 Mbps under 50 ms).',
    );
  });

  it('during the match, in the UK, at the device limit, on a slow line: each says what it found and the fix', () => {
    const f: WatchFacts = {
      ...ready,
      nowMs: Date.parse('2026-11-28T15:20:00.000Z'),
      entitlements: ['uztv-audio'],
      settings: { ...ready.settings!, viewer: { country: 'GB', liveVideo: false, liveAudio: true } },
      slots: {
        limit: 2,
        devices: [
          {
            leaseId: 'a',
            userAgent: '',
            lastPlayedAt: '',
            entryId: 'live-video',
            current: false,
            name: 'Chrome on Windows',
          },
          {
            leaseId: 'b',
            userAgent: '',
            lastPlayedAt: '',
            entryId: 'live-video',
            current: false,
            name: 'Safari on iPhone',
          },
        ],
      },
      connection: { bytes: 100_000, ms: 1_000, latencyMs: 140 },
    };
    const c = byId(f);
    expect(c.pass).toMatchObject({
      status: 'action',
      fix: 'View Packages to buy a monthly pass or a pass for this match.',
    });
    expect(c.pass!.found).toContain('(kicked off Sat 28 Nov, 15:00)');
    expect(c.location!.found).toContain('You appear to be in GB. Live video is not available there');
    expect(c.location!.fix).toContain('Live audio commentary is available everywhere');
    expect(c.devices).toMatchObject({
      status: 'action',
      found: '2 of 2 in use: Chrome on Windows, Safari on iPhone. Every slot is taken by another device.',
    });
    expect(c.connection).toMatchObject({ status: 'action' });
    expect(c.connection!.found).toBe(
      'About 0.8 Mbps, 140 ms to reach us. Below the minimum for live video (1.2 Mbps under 100 ms).',
    );
  });

  it('never leaves a check without words, and every action has a fix', () => {
    const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(fc.option(a, { nil: null }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          signedIn: fc.option(fc.boolean(), { nil: undefined }),
          live: maybe(fc.constant(live)),
          settings: maybe(
            fc
              .boolean()
              .map((liveVideo) => ({ ...ready.settings!, viewer: { country: null, liveVideo, liveAudio: true } })),
          ),
          slots: maybe(fc.constant(ready.slots!)),
          browser: fc.option(
            fc.record({
              mse: fc.boolean(),
              nativeHls: fc.boolean(),
              autoplay: fc.constantFrom('allowed' as const, 'muted' as const, 'blocked' as const, 'unknown' as const),
            }),
            { nil: undefined },
          ),
          connection: maybe(fc.record({ bytes: fc.nat(), ms: fc.nat(), latencyMs: fc.nat({ max: 1000 }) })),
        }),
        (partial) => {
          for (const check of watchChecks({ ...ready, ...partial })) {
            expect(check.found.length).toBeGreaterThan(0);
            if (check.status === 'action') expect(check.fix.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
