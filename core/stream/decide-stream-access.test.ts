import fc from 'fast-check';
import { accountOptions } from '../config/site-config';
import { checkVideoAccess } from './check-video-access';
import { concurrencyDecision } from './concurrency-decision';
import { decideStreamAccess, type StreamAccessInput } from './decide-stream-access';
import { liveVideoAvailableIn } from './geo-availability';
import { describeStreamAccess } from './stream-messages';
import type { RequiredEntitlement } from './stream-types';

const POOL = ['live-pass', 'audio-season', 'match-123'] as const;
const DEVICES = ['d1', 'd2', 'd3', 'd4'] as const;
const requiredArb: fc.Arbitrary<RequiredEntitlement> = fc.oneof(
  fc.constant({ kind: 'any' } as const),
  fc.constantFrom(...POOL).map((entitlement) => ({ kind: 'pass', entitlements: [entitlement] }) as const),
);
const inputArb: fc.Arbitrary<StreamAccessInput> = fc.record({
  mediaType: fc.constantFrom('video' as const, 'audio' as const),
  live: fc.boolean(),
  signedIn: fc.boolean(),
  entitlements: fc.array(fc.constantFrom(...POOL), { maxLength: 3 }),
  required: requiredArb,
  country: fc.constantFrom('GB', 'IE', 'JE', 'GG', 'IM', 'US', 'FR', 'AU', 'gb', ''),
  activeDevices: fc.array(fc.constantFrom(...DEVICES), { maxLength: 4 }),
  deviceId: fc.constantFrom(...DEVICES),
  limit: fc.integer({ min: 0, max: 3 }),
  lockWhenEntitlementsEmpty: fc.option(fc.boolean(), { nil: undefined }),
});

const fan = (over: Partial<StreamAccessInput>): StreamAccessInput => ({
  mediaType: 'video', live: true, signedIn: true, entitlements: ['live-pass'], required: { kind: 'pass', entitlements: ['live-pass'] },
  country: 'US', activeDevices: [], deviceId: 'd1', limit: 2, ...over,
});
const message = (input: StreamAccessInput) => {
  const d = decideStreamAccess(input);
  return d.ok ? 'granted' : describeStreamAccess(d).message;
};

describe('decideStreamAccess', () => {
  it('walks the issue journeys with the spec texts', () => {
    expect(message(fan({ signedIn: false, entitlements: [] }))).toBe('To View This Video Please Sign In or Register An Account');
    expect(decideStreamAccess(fan({ entitlements: [] }))).toEqual({ ok: false, kind: 'upgrade-required', code: 'STREAM.PASS_REQUIRED' });
    expect(describeStreamAccess({ code: 'STREAM.PASS_REQUIRED' }).title).toBe('You must have a pass to access this stream');
    expect(message(fan({ entitlements: ['audio-season'] }))).toBe('To access this content you must be subscribed to a live package.');
    expect(message(fan({}))).toBe('granted');
    // a fan in the UK: live video refused, live audio still works
    expect(message(fan({ country: 'GB' }))).toBe(
      'Live video is not available in your country. Live audio commentary is available with an audio subscription.',
    );
    const audio = { mediaType: 'audio', entitlements: ['audio-season'], required: { kind: 'pass', entitlements: ['audio-season'] } } as const;
    expect(message(fan({ ...audio, country: 'GB' }))).toBe('granted');
    // audio refusals use the audio player's texts
    expect(message(fan({ ...audio, signedIn: false, entitlements: [] }))).toBe('Please Login to access this');
    expect(message(fan({ ...audio, entitlements: [] }))).toBe('Sorry but you do not have any subscriptions');
    expect(message(fan({ ...audio, entitlements: ['live-pass'] }))).toBe('Sorry but you are not subscribed to this stream');
    // on-demand video is not geo-restricted; the device limit applies to everything
    expect(message(fan({ live: false, country: 'GB' }))).toBe('granted');
    expect(decideStreamAccess(fan({ activeDevices: ['d2', 'd3'], deviceId: 'd1' })).kind).toBe('concurrency-limit');
  });

  it('uses the config option (false) when none is given', () => {
    expect(accountOptions.lockContentWhenEntitlementsEmpty).toBe(false);
    expect(decideStreamAccess(fan({ entitlements: [], required: { kind: 'any' } })).ok).toBe(true);
  });

  it('applies login, then entitlement, then geo (live video only), then concurrency, over every combination', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const d = decideStreamAccess(input);
      const entitled = checkVideoAccess(input);
      const geoOk = input.mediaType === 'audio' || !input.live || liveVideoAvailableIn(input.country);
      const devicesOk = concurrencyDecision(input.activeDevices, input.deviceId, input.limit).ok;
      const expected = !input.signedIn ? 'login-required'
        : !entitled.ok ? 'upgrade-required'
        : !geoOk ? 'geo-blocked'
        : !devicesOk ? 'concurrency-limit'
        : 'granted';
      expect(d.kind).toBe(expected);
      expect(d.ok).toBe(expected === 'granted');
      if (!d.ok) {
        const isAudioCode = d.code.startsWith('AUDIO.');
        if (d.kind === 'login-required' || d.kind === 'upgrade-required') expect(isAudioCode).toBe(input.mediaType === 'audio');
        // every refusal has a real message, never the generic fallback
        expect(describeStreamAccess(d).message).not.toMatch(/could not be loaded/);
      }
    }));
  });

  it('a guest always gets login-required first, whatever else holds', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const d = decideStreamAccess({ ...input, signedIn: false });
      expect(d.kind).toBe('login-required');
      if (!d.ok) expect(d.code).toBe(input.mediaType === 'audio' ? 'AUDIO.NOT_LOGGED_IN' : 'STREAM.LOGIN_REQUIRED');
    }));
  });

  it('never grants a pass stream without its entitlement', () => {
    fc.assert(fc.property(inputArb, (input) => {
      if (decideStreamAccess(input).ok) {
        expect(input.signedIn).toBe(true);
        if (input.required.kind === 'pass') expect(input.entitlements).toContain(input.required.entitlements[0]);
        expect(concurrencyDecision(input.activeDevices, input.deviceId, input.limit).ok).toBe(true);
      }
    }));
  });

  it('geo never blocks audio or on-demand video, and never blocks outside the listed territories', () => {
    fc.assert(fc.property(inputArb, (input) => {
      if (decideStreamAccess(input).kind !== 'geo-blocked') return;
      expect(input.mediaType).toBe('video');
      expect(input.live).toBe(true);
      expect(liveVideoAvailableIn(input.country)).toBe(false);
    }));
  });

  it('moving a live video viewer out of a blocked territory can only help', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const blocked = decideStreamAccess({ ...input, country: 'GB' });
      const abroad = decideStreamAccess({ ...input, country: 'US' });
      if (blocked.ok) expect(abroad.ok).toBe(true);
      if (input.mediaType === 'audio') expect(blocked).toEqual(abroad);
    }));
  });
});
