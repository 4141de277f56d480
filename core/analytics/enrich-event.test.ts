import fc from 'fast-check';
import type { AnalyticsEvent } from './analytics-types';
import { mathRandom, type Random } from '../ports/random.port';
import { enrichEvent } from './enrich-event';

const SPEC_FIELDS = [
  'action',
  'advertID',
  'advertName',
  'advertRef',
  'campaignRef',
  'sessionID',
  'ssoID',
  'timestamp',
  'url',
  'userAllowTracking',
  'channel',
  'domain',
  'logID',
  'screensize',
  'ssoVendor',
  'userAgent',
];

const eventArb: fc.Arbitrary<AnalyticsEvent> = fc.record(
  {
    action: fc.string(),
    advertID: fc.string(),
    advertName: fc.string(),
    advertRef: fc.string(),
    campaignRef: fc.string(),
    sessionID: fc.integer({ min: 1, max: 1_000_000 }),
    ssoID: fc.string(),
    timestamp: fc.nat(),
    url: fc.webUrl(),
    userAllowTracking: fc.boolean(),
  },
  { requiredKeys: ['action', 'sessionID', 'ssoID', 'timestamp', 'url', 'userAllowTracking'] },
);
const envArb = fc.record({
  domain: fc.domain(),
  screensize: fc.string(),
  userAgent: fc.string(),
  ssoVendor: fc.string(),
});
// any integer at all, including out-of-contract values, to prove the clamp
const randomArb = fc
  .oneof(fc.integer({ min: 1, max: 1_000_000 }), fc.integer(), fc.double())
  .map((n): Random => ({ int: () => n }));

describe('enrichEvent', () => {
  it('adds channel web, the environment and a log id', () => {
    const e: AnalyticsEvent = {
      action: 'advert-click',
      advertID: 'mpu-1',
      sessionID: 42,
      ssoID: '',
      timestamp: 1,
      url: '/news',
      userAllowTracking: true,
    };
    const env = { domain: 'www.uzfc.example', screensize: '1440x900', userAgent: 'UA', ssoVendor: 'uzfc-sso' };
    expect(enrichEvent(e, env, { int: () => 7 })).toEqual({ ...e, channel: 'web', logID: 7, ...env });
    const drawn = enrichEvent(e, env, mathRandom).logID;
    expect(drawn).toBeGreaterThanOrEqual(1);
    expect(drawn).toBeLessThanOrEqual(1_000_000);
  });

  it('asks Random for 1..1,000,000', () => {
    const calls: [number, number][] = [];
    enrichEvent(
      { action: 'a', sessionID: 1, ssoID: '', timestamp: 0, url: '/', userAllowTracking: false },
      { domain: 'd', screensize: 's', userAgent: 'u', ssoVendor: 'v' },
      {
        int: (min, max) => {
          calls.push([min, max]);
          return min;
        },
      },
    );
    expect(calls).toEqual([[1, 1_000_000]]);
  });

  it('logID is an integer in 1..1,000,000, channel is web, and no field outside the spec is added', () => {
    fc.assert(
      fc.property(eventArb, envArb, randomArb, fc.string(), (e, env, random, secret) => {
        const leakyEnv = { ...env, accessToken: secret };
        const r = enrichEvent(e, leakyEnv, random);
        expect(Number.isInteger(r.logID)).toBe(true);
        expect(r.logID).toBeGreaterThanOrEqual(1);
        expect(r.logID).toBeLessThanOrEqual(1_000_000);
        expect(r.channel).toBe('web');
        for (const k of Object.keys(r)) expect(SPEC_FIELDS).toContain(k);
        for (const [k, v] of Object.entries(e)) expect((r as unknown as Record<string, unknown>)[k]).toEqual(v);
        expect(r).toMatchObject(env);
      }),
    );
  });
});
