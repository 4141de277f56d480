import { streamPortContract } from '@test/contracts/stream-port.contract';
import { createStreamMemory } from './stream-memory';

/** tokens are 'tok-<sub>'; anything else is nobody's */
const whoIs = (t: string) => (t.startsWith('tok-') ? t.slice(4) : undefined);
let n = 0;

streamPortContract(() => {
  let token: string | undefined;
  let sub = '';
  const port = createStreamMemory({ accessToken: () => token, whoIs });
  return {
    port,
    signIn: async () => {
      sub = `fan-${++n}`;
      token = `tok-${sub}`;
    },
    signOut: () => {
      token = undefined;
    },
    buy: async (plan) => {
      if (!port.buy(sub, plan.Id)) throw new Error(`cannot buy ${plan.Id}`);
    },
    device: (deviceId, userAgent) => port.onDevice(deviceId, userAgent),
    block: async () => port.setBlocked(sub, true),
  };
});

describe('memory StreamPort', () => {
  it('carries the media code next to the core code, and answers the configured clock', async () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const port = createStreamMemory({
      accessToken: () => 'tok-a',
      whoIs,
      now: () => now,
      tokenTtlMs: 5_000,
      entitlements: { a: ['uztv-vod'] },
    });
    expect(await port.playbackToken('nope')).toEqual({
      ok: false,
      error: { code: 'STREAM.UNKNOWN_ENTRY', serviceCode: 'MEDIA.UNKNOWN_ENTRY' },
    });
    expect(await port.playbackToken('live-video')).toEqual({
      ok: false,
      error: { code: 'STREAM.PASS_REQUIRED', serviceCode: 'MEDIA.NOT_ENTITLED' },
    });
    expect(await port.playbackToken('vod-long')).toMatchObject({
      ok: true,
      value: { entryId: 'vod-long', expiresAt: '2026-01-01T12:00:05.000Z' },
    });
    expect(port.buy('a', 'no-such-package')).toBe(false);
  });

  it('no packages is the catalogued NO_PACKAGES; a failing service fails every call', async () => {
    const port = createStreamMemory({ accessToken: () => undefined, whoIs });
    port.setPackages([]);
    expect(await port.packages()).toEqual({ ok: false, error: { code: 'STREAM.NO_PACKAGES' } });
    port.setFailing(true);
    expect(await port.packages()).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
    expect(await port.playbackToken('vod-short')).toEqual({ ok: false, error: { code: 'STREAM.CONNECTION_FAILED' } });
  });
});

describe('memory StreamPort controls for stories and tests', () => {
  it('live video is refused in the blocked territories once the entitlement is held; audio and on demand play anywhere', async () => {
    const port = createStreamMemory({
      accessToken: () => 'tok-a',
      whoIs,
      entitlements: { a: ['uztv-live', 'uztv-audio'] },
      country: 'GB',
    });
    expect(await port.playbackToken('live-video')).toEqual({
      ok: false,
      error: { code: 'STREAM.GEO_BLOCKED', serviceCode: 'MEDIA.GEO_BLOCKED' },
    });
    expect((await port.playbackToken('live-audio')).ok).toBe(true);
    expect((await port.playbackToken('vod-short')).ok).toBe(true);
    port.setCountry('FR');
    expect((await port.playbackToken('live-video')).ok).toBe(true);
  });

  it('hold keeps every call waiting until released', async () => {
    const port = createStreamMemory({ accessToken: () => undefined, whoIs });
    const release = port.hold();
    let answered = false;
    const packages = port.packages().then((r) => {
      answered = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(answered).toBe(false);
    release();
    expect((await packages).ok).toBe(true);
  });
});

describe('memory StreamPort refusals', () => {
  it('refusePlayback answers every playback token with the given refusal until cleared', async () => {
    const port = createStreamMemory({ accessToken: () => undefined, whoIs });
    port.refusePlayback({ code: 'STREAM.PASS_REQUIRED', audioStatus: 3 });
    expect(await port.playbackToken('vod-short')).toEqual({
      ok: false,
      error: { code: 'STREAM.PASS_REQUIRED', audioStatus: 3 },
    });
    port.refusePlayback(undefined);
    expect((await port.playbackToken('vod-short')).ok).toBe(true);
  });
});
