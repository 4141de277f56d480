import type { PlaybackDevicesWire, StreamInitWire, WatchProgressWire } from '@protocol/stream/stream-account-wire';
import { codeOf, createMediaWorld } from './media-test-world.test-support';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

describe('stand-in stream service: init', () => {
  it('answers the device limit, the progress interval and whether live video plays where the caller is', async () => {
    const { call } = await createMediaWorld({ concurrencyLimit: 2 });
    const abroad = await json<StreamInitWire>(
      await call('GET', '/init', { bearer: null, device: null, country: 'FR' }),
    );
    expect(abroad).toEqual({
      deviceLimit: 2,
      leaseIdleSeconds: 60,
      progressIntervalSeconds: 10,
      viewer: { country: 'FR', liveVideo: true, liveAudio: true },
    });
    const home = await json<StreamInitWire>(await call('GET', '/init', { country: 'GB' }));
    expect(home.viewer).toEqual({ country: 'GB', liveVideo: false, liveAudio: true });
    // a country that is not one exact ISO code is refused, as on every media call
    const garbled = await call('GET', '/init', { country: 'fr' });
    expect(garbled.status).toBe(400);
    expect(((await garbled.json()) as { code: string }).code).toBe('MEDIA.BAD_COUNTRY');
    // no header and no setting: the service cannot tell, and live rights name places
    expect((await json<StreamInitWire>(await call('GET', '/init'))).viewer).toEqual({
      country: null,
      liveVideo: true,
      liveAudio: true,
    });
  });
});

describe('stand-in stream service: my devices', () => {
  async function twoDevicesPlaying() {
    const world = await createMediaWorld({ entitlements: ['uztv-live'], concurrencyLimit: 2 });
    const tv = await world.requestToken('live-video', { device: 'tv', userAgent: CHROME_WINDOWS });
    expect(tv.status).toBe(200);
    world.clock.t += 1_000;
    expect((await world.requestToken('live-video', { device: 'phone', userAgent: SAFARI_IPHONE })).status).toBe(200);
    return { ...world, tvToken: (await json<{ token: string }>(tv)).token };
  }

  it('lists the devices holding a slot, most recent first, with the asking one marked, and no device ids', async () => {
    const { call } = await twoDevicesPlaying();
    const res = await call('GET', '/devices', { device: 'laptop' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json<PlaybackDevicesWire>(res);
    expect(body.limit).toBe(2);
    expect(body.devices.map((d) => [d.userAgent, d.entryId, d.current])).toEqual([
      [SAFARI_IPHONE, 'live-video', false],
      [CHROME_WINDOWS, 'live-video', false],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/"(tv|phone)"/);
    const fromTv = await json<PlaybackDevicesWire>(await call('GET', '/devices', { device: 'tv' }));
    expect(fromTv.devices.find((d) => d.current)?.userAgent).toBe(CHROME_WINDOWS);
  });

  it('"Stop playing there" frees the slot at once; the stopped device is told so, once, then asks like anyone', async () => {
    const world = await twoDevicesPlaying();
    const full = await world.requestToken('live-video', { device: 'laptop' });
    expect(await codeOf(full)).toBe('MEDIA.CONCURRENCY');

    const { devices } = await json<PlaybackDevicesWire>(await world.call('GET', '/devices', { device: 'laptop' }));
    const tv = devices.find((d) => d.userAgent === CHROME_WINDOWS)!;
    const stop = await world.call('POST', `/devices/${tv.leaseId}/stop`, { device: 'laptop' });
    expect(stop.status).toBe(204);
    expect((await world.requestToken('live-video', { device: 'laptop' })).status).toBe(200);

    // the tv's playlist and segments stop at its next request, with their own code
    const playlist = await world.playlist('live-video', world.tvToken, 'tv');
    expect(playlist.status).toBe(403);
    expect(await codeOf(playlist)).toBe('MEDIA.PLAYBACK_STOPPED');
    const again = await world.requestToken('live-video', { device: 'tv' });
    expect(await codeOf(again)).toBe('MEDIA.PLAYBACK_STOPPED');
    // told once: asking again is judged like any request (both slots are now held)
    expect(await codeOf(await world.requestToken('live-video', { device: 'tv' }))).toBe('MEDIA.CONCURRENCY');
    // the same lease cannot be stopped twice
    expect(await codeOf(await world.call('POST', `/devices/${tv.leaseId}/stop`, { device: 'laptop' }))).toBe(
      'MEDIA.UNKNOWN_DEVICE',
    );
  });

  it("a lease is the account's own: another account, a guest or a made-up id stops nothing", async () => {
    const world = await twoDevicesPlaying();
    const { devices } = await json<PlaybackDevicesWire>(await world.call('GET', '/devices'));
    const leaseId = devices[0]!.leaseId;
    const other = await world.accounts.register({
      email: 'someone.else@example.com',
      password: 'correct-horse',
      firstName: 'Sam',
      lastName: 'Else',
    });
    if (!other.ok) throw new Error(other.message);
    const stranger = world.accounts.startSession(other.user.id, null).accessToken;
    expect(await codeOf(await world.call('POST', `/devices/${leaseId}/stop`, { bearer: stranger }))).toBe(
      'MEDIA.UNKNOWN_DEVICE',
    );
    expect((await world.call('POST', `/devices/${leaseId}/stop`, { bearer: null })).status).toBe(401);
    expect(await codeOf(await world.call('POST', `/devices/${leaseId}/stop`, { device: null }))).toBe(
      'MEDIA.DEVICE_REQUIRED',
    );
    expect(await codeOf(await world.call('POST', '/devices/..%2F..%2Fetc/stop'))).toBe('MEDIA.BAD_REQUEST');
    expect(await codeOf(await world.call('POST', '/devices/no-such-lease/stop'))).toBe('MEDIA.UNKNOWN_DEVICE');
    expect((await json<PlaybackDevicesWire>(await world.call('GET', '/devices'))).devices).toHaveLength(2);
  });

  it('a device drops out of the list a minute after its last request', async () => {
    const world = await twoDevicesPlaying();
    world.clock.t += 59_500;
    const { devices } = await json<PlaybackDevicesWire>(await world.call('GET', '/devices'));
    expect(devices.map((d) => d.userAgent)).toEqual([SAFARI_IPHONE]);
  });
});

describe("stand-in stream service: logout ends the account's playback", () => {
  it('every token of the account plays nothing more, on every device; a new sign-in plays again', async () => {
    const world = await createMediaWorld({ entitlements: ['uztv-live', 'uztv-vod'] });
    const live = await world.tokenFor('live-video', 'device-a');
    const vod = await world.tokenFor('vod-long', 'device-a');
    expect((await world.playlist('live-video', live)).status).toBe(200);
    expect((await world.call('POST', '/logout')).status).toBe(204);
    for (const res of [await world.playlist('live-video', live), await world.segment('vod-long', 'seg-0.ts', vod)]) {
      expect(res.status).toBe(401);
      expect(await codeOf(res)).toBe('MEDIA.TOKEN_REVOKED');
    }
    // however often it was renewed, a revoked token stays dead
    world.clock.t += 1_000;
    expect(await codeOf(await world.playlist('live-video', live))).toBe('MEDIA.TOKEN_REVOKED');
    // the slots are free and a token issued after the logout plays
    expect((await json<PlaybackDevicesWire>(await world.call('GET', '/devices'))).devices).toEqual([]);
    const fresh = await world.tokenFor('live-video', 'device-a');
    expect((await world.playlist('live-video', fresh)).status).toBe(200);
  });

  it("needs the account's own valid access token", async () => {
    const world = await createMediaWorld({ entitlements: ['uztv-live'] });
    const live = await world.tokenFor('live-video');
    expect((await world.call('POST', '/logout', { bearer: null })).status).toBe(401);
    expect((await world.call('POST', '/logout', { bearer: 'made-up' })).status).toBe(401);
    expect((await world.playlist('live-video', live)).status).toBe(200);
  });
});

describe('stand-in stream service: watch progress', () => {
  it('keeps one position per account and entry, the latest first, clamped to the duration', async () => {
    const world = await createMediaWorld({ entitlements: ['uztv-vod'] });
    const save = (entryId: string, positionSeconds: number, device = 'device-a') =>
      world.call('POST', '/progress', { device, body: { entryId, positionSeconds } });
    expect((await save('vod-long', 120)).status).toBe(200);
    world.clock.t += 1_000;
    const saved = await json<WatchProgressWire>(await save('vod-short', 30.5, 'phone'));
    expect(saved).toMatchObject({ entryId: 'vod-short', positionSeconds: 30.5 });
    expect(saved.durationSeconds).toBeGreaterThan(80);
    world.clock.t += 1_000;
    await save('vod-long', 300, 'phone');
    const list = await json<{ items: WatchProgressWire[] }>(await world.call('GET', '/progress'));
    expect(list.items.map((p) => [p.entryId, p.positionSeconds])).toEqual([
      ['vod-long', 300],
      ['vod-short', 30.5],
    ]);
    const one = await json<{ progress: WatchProgressWire | null }>(await world.call('GET', '/progress/vod-long'));
    expect(one.progress?.positionSeconds).toBe(300);
    expect(await json(await world.call('GET', '/progress/vod-medium'))).toEqual({ progress: null });
    const end = await json<WatchProgressWire>(await save('vod-short', saved.durationSeconds + 0.5));
    expect(end.positionSeconds).toBe(saved.durationSeconds);
  });

  it('refuses bad input with catalogued codes and writes nothing', async () => {
    const world = await createMediaWorld({ entitlements: [] });
    const save = (body: unknown, init: { bearer?: string | null; device?: string | null } = {}) =>
      world.call('POST', '/progress', { body, ...init });
    expect(await codeOf(await save({ entryId: 'vod-medium', positionSeconds: 10 }))).toBe('MEDIA.NOT_ENTITLED');
    expect(await codeOf(await save({ entryId: 'live-video', positionSeconds: 10 }))).toBe('MEDIA.NOT_ON_DEMAND');
    expect(await codeOf(await save({ entryId: 'nope', positionSeconds: 10 }))).toBe('MEDIA.UNKNOWN_ENTRY');
    for (const positionSeconds of [-1, 'ten', null, 1e9, Number.NaN])
      expect(await codeOf(await save({ entryId: 'vod-short', positionSeconds }))).toBe('MEDIA.BAD_POSITION');
    expect(await codeOf(await save('not json at all'))).toBe('MEDIA.BAD_POSITION');
    expect((await save({ entryId: 'vod-short', positionSeconds: 1 }, { bearer: null })).status).toBe(401);
    expect(await codeOf(await save({ entryId: 'vod-short', positionSeconds: 1 }, { device: null }))).toBe(
      'MEDIA.DEVICE_REQUIRED',
    );
    expect(await json(await world.call('GET', '/progress'))).toEqual({ items: [] });
  });
});
