import { gunzipSync } from 'node:zlib';
import { openAccountStore } from '../../sso/account-store';
import { createStreamMediaService, type PlaybackTokenResponse } from './stream-media-service';
import { codeOf, createMediaWorld as setup } from './media-test-world.test-support';

const segmentUris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));
const mediaSequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);

/** a token the service really signed, for a user who really is entitled, to probe refusals with */
async function entitledToken(entryId = 'live-video') {
  const s = await setup({ entitlements: ['uztv-live', 'uztv-audio', 'uztv-vod'] });
  return { ...s, token: await s.tokenFor(entryId) };
}

describe('stand-in stream media: who gets a playback token', () => {
  it('refuses a signed-in fan without a pass, for live video, live audio and paid on-demand', async () => {
    const { requestToken } = await setup();
    for (const entryId of ['live-video', 'live-audio', 'vod-medium', 'vod-long']) {
      const res = await requestToken(entryId);
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('MEDIA.NOT_ENTITLED');
    }
  });

  it('refuses a guest a paid entry but gives a free one to anyone', async () => {
    const { requestToken } = await setup();
    const paid = await requestToken('live-video', { bearer: null });
    expect(paid.status).toBe(401);
    expect(await codeOf(paid)).toBe('MEDIA.AUTH_REQUIRED');
    expect((await requestToken('vod-short', { bearer: null })).status).toBe(200);
    expect((await requestToken('live-video', { bearer: 'not-a-real-access-token' })).status).toBe(401);
  });

  it('accepts either the season pass or the single-match pass for live video', async () => {
    for (const pass of ['uztv-live', 'uztv-match-2041']) {
      const { requestToken } = await setup({ entitlements: [pass] });
      expect((await requestToken('live-video')).status).toBe(200);
    }
    const { requestToken } = await setup({ entitlements: ['uztv-match-9999', 'uztv-audio'] });
    expect((await requestToken('live-video')).status).toBe(403);
  });

  it('requires a device id and a known entry', async () => {
    const { app, requestToken } = await setup({ entitlements: ['uztv-live'] });
    const noDevice = await app.request('http://stand-in.test/playback-token', {
      method: 'POST',
      body: JSON.stringify({ entryId: 'live-video' }),
    });
    expect(await codeOf(noDevice)).toBe('MEDIA.DEVICE_REQUIRED');
    expect(await codeOf(await requestToken('no-such-entry'))).toBe('MEDIA.UNKNOWN_ENTRY');
  });

  it('refuses live video in the UK, Ireland and the Channel Isles but not live audio', async () => {
    const { requestToken } = await setup({ entitlements: ['uztv-live', 'uztv-audio'] });
    for (const country of ['GB', 'IE', 'JE', 'GG', 'IM']) {
      const res = await requestToken('live-video', { country });
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('MEDIA.GEO_BLOCKED');
      expect((await requestToken('live-audio', { country })).status).toBe(200);
    }
    expect((await requestToken('live-video', { country: 'FR' })).status).toBe(200);
  });

  it('takes a country only as an exact ISO 3166-1 alpha-2 code: anything else is refused, never read as allowed', async () => {
    const { app, accessToken } = await setup({ entitlements: ['uztv-live', 'uztv-audio'] });
    // the helper leaves an empty header out: these are written as they arrive
    const requestTokenWith = (entryId: string, country: string) =>
      app.request('http://stand-in.test/playback-token', {
        method: 'POST',
        body: JSON.stringify({ entryId }),
        headers: {
          'content-type': 'application/json',
          'x-device-id': 'device-a',
          authorization: `Bearer ${accessToken}`,
          'x-viewer-country': country,
        },
      });
    for (const country of ['UK', 'gb', 'GB,FR', 'FR,GB', 'G B', 'GBR', '', 'XX', '826']) {
      for (const entryId of ['live-video', 'live-audio']) {
        const res = await requestTokenWith(entryId, country);
        expect(res.status, `${entryId} from "${country}"`).toBe(400);
        expect(await codeOf(res)).toBe('MEDIA.BAD_COUNTRY');
      }
    }
    expect((await requestTokenWith('live-video', 'FR')).status).toBe(200);
    expect(await codeOf(await requestTokenWith('live-video', 'GB'))).toBe('MEDIA.GEO_BLOCKED');
  });

  it('refuses to start with a country setting that is not an ISO code', () => {
    expect(() => createStreamMediaService({ accounts: openAccountStore({ dataDir: null }), country: 'UK' })).toThrow(
      /ISO 3166-1/,
    );
  });

  it('takes the country from its setting when no header says otherwise', async () => {
    const { requestToken } = await setup({ entitlements: ['uztv-live'], country: 'GB' });
    expect(await codeOf(await requestToken('live-video'))).toBe('MEDIA.GEO_BLOCKED');
    expect((await requestToken('live-video', { country: 'US' })).status).toBe(200);
  });

  it('limits the devices of one account within a minute, and frees a place when one stops', async () => {
    const { clock, requestToken } = await setup({ entitlements: ['uztv-live'], concurrencyLimit: 2 });
    expect((await requestToken('live-video', { device: 'tv' })).status).toBe(200);
    expect((await requestToken('live-video', { device: 'phone' })).status).toBe(200);
    const third = await requestToken('live-video', { device: 'laptop' });
    expect(third.status).toBe(403);
    expect(await codeOf(third)).toBe('MEDIA.CONCURRENCY');
    expect((await requestToken('live-video', { device: 'tv' })).status).toBe(200);
    clock.t += 61_000;
    expect((await requestToken('live-video', { device: 'laptop' })).status).toBe(200);
  });
});

describe('stand-in stream media: every playlist and segment request is checked', () => {
  it('gives nothing without a token, even to an entitled fan', async () => {
    const { get } = await entitledToken();
    for (const path of [
      '/hls/live-video/index.m3u8',
      '/hls/live-video/index.m3u8?token=',
      '/hls/vod-long/captions.vtt',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(401);
      expect(await codeOf(res)).toBe('MEDIA.TOKEN_MISSING');
    }
  });

  it('gives nothing for a forged or altered token', async () => {
    const { token, playlist, media, segment } = await entitledToken();
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherUser = Buffer.from(JSON.stringify({ ...claims, u: 'u_someone_else' })).toString('base64url');
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: (claims.exp as number) + 3_600_000 })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${otherUser}.${signature}`,
      `${longer}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      'garbage',
      `${token}x`,
    ]) {
      const res = await playlist('live-video', bad);
      expect(res.status).toBe(401);
      expect(await codeOf(res)).toBe('MEDIA.TOKEN_INVALID');
      expect((await media('live-video', bad, '720p')).status).toBe(401);
      expect((await segment('live-video', 'seg-0.ts', bad)).status).toBe(401);
    }
  });

  it('gives nothing for a token issued for another entry', async () => {
    const { tokenFor, playlist, media, segment, captions } = await entitledToken();
    const audioToken = await tokenFor('live-audio');
    const res = await playlist('live-video', audioToken);
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('MEDIA.TOKEN_WRONG_ENTRY');
    expect((await media('live-video', audioToken)).status).toBe(403);
    expect((await segment('live-video', 'seg-0.ts', audioToken)).status).toBe(403);
    const freeToken = await tokenFor('vod-short');
    expect((await playlist('vod-long', freeToken)).status).toBe(403);
    expect((await media('vod-long', freeToken, '720p')).status).toBe(403);
    expect((await captions('vod-long', freeToken)).status).toBe(403);
  });

  it('gives nothing once the token has expired unused', async () => {
    const { clock, token, playlist, media, segment } = await entitledToken();
    clock.t += 61_000;
    const res = await playlist('live-video', token);
    expect(res.status).toBe(401);
    expect(await codeOf(res)).toBe('MEDIA.TOKEN_EXPIRED');
    expect((await media('live-video', token, '360p')).status).toBe(401);
    expect((await segment('live-video', 'seg-0.ts', token)).status).toBe(401);
  });

  it('keeps a token alive while the player uses it (a rendition reloading its playlist), and lets it die a minute after it stops', async () => {
    const { clock, token, media } = await entitledToken();
    for (let i = 0; i < 60; i += 1) {
      clock.t += 2_000;
      expect((await media('live-video', token, '360p')).status).toBe(200);
    }
    clock.t += 60_000;
    expect(await codeOf(await media('live-video', token, '360p'))).toBe('MEDIA.TOKEN_EXPIRED');
  });

  it('stops serving a fan whose pass is taken away at the next request, whatever they ask for', async () => {
    const { accounts, tokenFor, playlist, media, segment, captions } = await entitledToken();
    const live = await tokenFor('live-video');
    const vod = await tokenFor('vod-long');
    expect((await playlist('live-video', live)).status).toBe(200);
    expect((await captions('vod-long', vod)).status).toBe(200);
    accounts.grantEntitlements('ann.fan@example.com', []);
    for (const res of [
      await playlist('live-video', live),
      ...(await Promise.all(['240p', '360p', '720p'].map((r) => media('live-video', live, r)))),
      ...(await Promise.all(['240p', '360p', '720p'].map((r) => segment('live-video', 'seg-1.ts', live, r)))),
      await media('vod-long', vod, '720p'),
      await segment('vod-long', 'seg-0.ts', vod, '360p'),
      await captions('vod-long', vod),
    ]) {
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('MEDIA.NOT_ENTITLED');
    }
  });

  it("an account blocked by an administrator gets no token and no more media, audio with the stream service's status 3", async () => {
    const { accounts, tokenFor, requestToken, playlist } = await setup({
      entitlements: ['uztv-audio', 'uztv-live'],
    });
    const token = await tokenFor('live-audio');
    expect((await playlist('live-audio', token)).status).toBe(200);
    expect(accounts.setBlocked('ann.fan@example.com', true)).toBe(true);
    // the playing device is stopped at its next request (its player then asks for a token: status 3)
    const media = await playlist('live-audio', token);
    expect(media.status).toBe(403);
    expect(await codeOf(media)).toBe('MEDIA.ACCOUNT_BLOCKED');
    const audio = await requestToken('live-audio');
    expect(audio.status).toBe(403);
    expect(await audio.json()).toMatchObject({ code: 'MEDIA.ACCOUNT_BLOCKED', audioStatus: 3 });
    // video is refused with the same code and no audio status; a free entry still plays
    const video = await requestToken('live-video');
    expect(await video.json()).toEqual(expect.not.objectContaining({ audioStatus: expect.anything() }));
    expect((await requestToken('vod-short')).status).toBe(200);
    // unblocked, it plays again
    accounts.setBlocked('ann.fan@example.com', false);
    expect((await requestToken('live-audio')).status).toBe(200);
    expect(accounts.setBlocked('nobody@example.com', true)).toBe(false);
  });

  it('refuses a token presented by another device, and live video from a blocked country', async () => {
    const { token, get } = await entitledToken();
    const path = `/hls/live-video/index.m3u8?token=${encodeURIComponent(token)}`;
    expect(await codeOf(await get(path, { 'x-device-id': 'someone-elses-tv' }))).toBe('MEDIA.TOKEN_WRONG_DEVICE');
    expect(await codeOf(await get(path, { 'x-viewer-country': 'IE' }))).toBe('MEDIA.GEO_BLOCKED');
    expect((await get(path, { 'x-device-id': 'device-a' })).status).toBe(200);
  });

  it('serves the live video as its three renditions, lowest first, at addresses carrying the access', async () => {
    const { token, playlist } = await entitledToken();
    const res = await playlist('live-video', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await res.text();
    const variants = segmentUris(text);
    expect(variants).toEqual(
      ['240p', '360p', '720p'].map((r) => `a/${encodeURIComponent(token)}/device-a/${r}/index.m3u8`),
    );
    const bandwidths = [...text.matchAll(/BANDWIDTH=(\d+),AVERAGE/g)].map((m) => Number(m[1]));
    expect([...bandwidths].sort((a, b) => a - b)).toEqual(bandwidths);
    expect(text).toContain('RESOLUTION=426x240');
    expect(text).toContain('RESOLUTION=1280x720');
  });

  it('serves an entitled fan a live rendition of at least half an hour, dated, whose media sequence advances with the clock, and its segments', async () => {
    const { clock, token, media, segment } = await entitledToken();
    const first = await media('live-video', token, '360p');
    expect(first.status).toBe(200);
    const text = await first.text();
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(segmentUris(text)).toHaveLength(900);
    for (const uri of segmentUris(text)) expect(uri).toMatch(/^seg-\d\.ts$/);
    // the newest segment aired within the last two target durations: it is live
    const dates = [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(\S+)/g)].map((m) => Date.parse(m[1]!));
    expect(dates.length).toBeGreaterThan(100);
    expect(clock.t - dates.at(-1)!).toBeLessThan(30 * 60_000);
    expect(clock.t - dates[0]!).toBeGreaterThanOrEqual(30 * 60_000 - 2_000);
    clock.t += 4_000;
    const later = await (await media('live-video', token, '360p')).text();
    expect(mediaSequence(later)).toBe(mediaSequence(text) + 2);
    // counted from the service's start, not from 1970: hls.js walks an array as long as the
    // discontinuity sequence at every playlist load (a sequence of ~1.5e8 froze the page)
    expect(mediaSequence(later)).toBeLessThan(10_000);
    expect(Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(later)?.[1])).toBeLessThan(2_000);
    const seg = await segment('live-video', segmentUris(later).at(-1)!, token, '360p');
    expect(seg.status).toBe(200);
    expect(seg.headers.get('content-type')).toBe('video/mp2t');
    const bytes = new Uint8Array(await seg.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await segment('live-video', '..%2F..%2Fsso%2Faccount-store.ts', token)).status).toBe(404);
    expect(await codeOf(await media('live-video', token, '4k'))).toBe('MEDIA.UNKNOWN_RENDITION');
  });

  it('reaches back to the start of the broadcast (watch from kick-off), within half an hour and three hours', async () => {
    const t = Date.UTC(2026, 4, 30, 15, 0, 0);
    for (const [startedAgoMin, segments] of [
      [10, 900],
      [50, 1_500],
      [300, 5_400],
    ] as const) {
      const s = await setup({ entitlements: ['uztv-live'], broadcastStartMs: t - startedAgoMin * 60_000 });
      const text = await (await s.media('live-video', await s.tokenFor('live-video'))).text();
      expect(segmentUris(text), `${startedAgoMin} min`).toHaveLength(segments);
    }
  });

  it('answers a reload that asks for a delta update with the last 12 s only, and a long playlist gzipped', async () => {
    const { token, media, get } = await entitledToken();
    const delta = await (
      await get(`/hls/live-video/a/${encodeURIComponent(token)}/device-a/240p/index.m3u8?_HLS_skip=YES`)
    ).text();
    expect(delta).toMatch(/#EXT-X-SKIP:SKIPPED-SEGMENTS=894\n/);
    expect(segmentUris(delta)).toHaveLength(6);
    const zipped = await media('live-video', token, '240p', { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    const text = gunzipSync(bytes).toString('utf8');
    expect(segmentUris(text)).toHaveLength(900);
    // a rewind window is long, but it is the same dozen lines over and over
    expect(bytes.length).toBeLessThan(text.length / 8);
  });

  it('serves live audio as live, and on-demand videos as finished playlists of the right length in every rendition', async () => {
    const { tokenFor, playlist, media, segment } = await entitledToken();
    const audioToken = await tokenFor('live-audio');
    expect(segmentUris(await (await playlist('live-audio', audioToken)).text())).toHaveLength(1);
    const audio = await (await media('live-audio', audioToken, 'aac')).text();
    expect(audio).not.toContain('#EXT-X-ENDLIST');
    expect(segmentUris(audio)).toHaveLength(4);
    const durations: Record<string, [number, number]> = {
      'vod-short': [1, 299],
      'vod-medium': [300, 600],
      'vod-long': [601, 10_000],
    };
    for (const [entryId, [min, max]] of Object.entries(durations)) {
      const token = await tokenFor(entryId);
      for (const rendition of ['240p', '360p', '720p']) {
        const text = await (await media(entryId, token, rendition)).text();
        expect(text).toContain('#EXT-X-ENDLIST');
        const total = [...text.matchAll(/#EXTINF:([\d.]+),/g)].reduce((sum, m) => sum + Number(m[1]), 0);
        expect(total).toBeGreaterThanOrEqual(min);
        expect(total).toBeLessThanOrEqual(max);
        expect((await segment(entryId, 'seg-1.ts', token, rendition)).status).toBe(200);
      }
    }
  });

  it('names the captions of an on-demand video with its token, and serves them as WebVTT; live video has none', async () => {
    const { requestToken, tokenFor, captions } = await entitledToken();
    const vod = (await (await requestToken('vod-medium')).json()) as PlaybackTokenResponse;
    expect(vod.captionsUrl).toBe(
      `http://stand-in.test/hls/vod-medium/captions.vtt?token=${encodeURIComponent(vod.token)}`,
    );
    const res = await captions('vod-medium', vod.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await res.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:05\.500\nUZTV Interview\.\n/);
    const live = (await (await requestToken('live-video')).json()) as PlaybackTokenResponse;
    expect(live.captionsUrl).toBeUndefined();
    expect(await codeOf(await captions('live-video', await tokenFor('live-video')))).toBe('MEDIA.NO_CAPTIONS');
  });

  it('never puts a token in an error body', async () => {
    const { clock, token, playlist } = await entitledToken();
    clock.t += 61_000;
    expect(await (await playlist('live-video', token)).text()).not.toContain(token.slice(0, 20));
  });
});
