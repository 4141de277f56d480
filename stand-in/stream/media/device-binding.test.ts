import { bindPlaylistToDevice, DEVICE_ID_PARAM } from '@protocol/stream/media-wire';
import { createMediaWorld } from './media-test-world.test-support';
import type { PlaybackTokenResponse } from './stream-media-service';

// A playback token is bound to the device it was issued to. A player proves its device on
// every playlist and segment request, by the x-device-id header or, because hls.js and
// native HLS fetch media with plain GETs, by the `device` query parameter the site adds to
// the playlist address (bindPlaylistToDevice). The address the service hands out does not
// carry it, so a copied playlist address, or a token replayed alone, plays nothing.
async function setup() {
  const world = await createMediaWorld({ entitlements: ['uztv-live', 'uztv-vod'], mount: '/stream' });
  const issue = async (entryId: string) => {
    const r = await world.requestToken(entryId, { country: 'US' });
    expect(r.status).toBe(200);
    return (await r.json()) as PlaybackTokenResponse;
  };
  // no default device here: each attempt names its own, or none
  const get = (url: string, headers: Record<string, string> = {}) =>
    world.app.request(url, { headers: { 'x-viewer-country': 'US', ...headers } });
  return { issue, get };
}

const codeOf = async (r: Response) => ((await r.json()) as { code: string }).code;
const segmentUris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));

describe('stand-in stream media: tokens are bound to their device', () => {
  it.each(['live-video', 'vod-long', 'vod-short'])(
    '%s: the token replayed without a device, or from another, is 403 TOKEN_WRONG_DEVICE',
    async (entryId) => {
      const { issue, get } = await setup();
      const { playlistUrl, token } = await issue(entryId);
      const segment = `http://stand-in.test/stream/hls/${entryId}/seg-0.ts?token=${encodeURIComponent(token)}`;
      const attempts: [string, Record<string, string>][] = [
        [playlistUrl, {}],
        [segment, {}],
        [playlistUrl, { 'x-device-id': 'someone-elses-tv' }],
        [bindPlaylistToDevice(playlistUrl, 'someone-elses-tv'), {}],
        [`${segment}&${DEVICE_ID_PARAM}=someone-elses-tv`, {}],
        [`${segment}&${DEVICE_ID_PARAM}=`, {}],
        // the header and the parameter must agree: one right answer does not cover a wrong one
        [bindPlaylistToDevice(playlistUrl, 'device-a'), { 'x-device-id': 'someone-elses-tv' }],
        [bindPlaylistToDevice(playlistUrl, 'someone-elses-tv'), { 'x-device-id': 'device-a' }],
      ];
      for (const [url, headers] of attempts) {
        const r = await get(url, headers);
        expect(r.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(r.headers.get('content-type')).toContain('application/json');
        expect(await codeOf(r)).toBe('MEDIA.TOKEN_WRONG_DEVICE');
      }
    },
  );

  it('the playlist address the service answers carries the token but not the device', async () => {
    const { issue } = await setup();
    const { playlistUrl, token } = await issue('live-video');
    const url = new URL(playlistUrl);
    expect(url.searchParams.get('token')).toBe(token);
    expect(url.searchParams.has(DEVICE_ID_PARAM)).toBe(false);
    expect(playlistUrl).not.toContain('device-a');
  });

  it('with the device in the query (as hls.js sends it), the playlist plays and its segment addresses carry the device', async () => {
    const { issue, get } = await setup();
    const { playlistUrl } = await issue('live-video');
    const bound = bindPlaylistToDevice(playlistUrl, 'device-a');
    const playlist = await get(bound);
    expect(playlist.status).toBe(200);
    const uris = segmentUris(await playlist.text());
    expect(uris.length).toBeGreaterThan(0);
    for (const uri of uris) {
      const segment = new URL(uri, bound);
      expect(segment.searchParams.get(DEVICE_ID_PARAM)).toBe('device-a');
      expect((await get(segment.toString())).status).toBe(200);
    }
  });

  it('with the device in the x-device-id header, it plays too', async () => {
    const { issue, get } = await setup();
    const { playlistUrl } = await issue('vod-long');
    expect((await get(playlistUrl, { 'x-device-id': 'device-a' })).status).toBe(200);
  });

  it('bindPlaylistToDevice keeps the token and other parameters, and binds once', () => {
    const url = 'http://stand-in.test/stream/hls/vod-long/index.m3u8?token=abc.def_-';
    const bound = bindPlaylistToDevice(bindPlaylistToDevice(url, 'old'), 'web:1 2');
    const parsed = new URL(bound);
    expect(parsed.searchParams.get('token')).toBe('abc.def_-');
    expect(parsed.searchParams.getAll(DEVICE_ID_PARAM)).toEqual(['web:1 2']);
    expect(bindPlaylistToDevice('not a url', 'd')).toBe('not a url');
  });
});
