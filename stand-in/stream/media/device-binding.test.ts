import { bindPlaylistToDevice, DEVICE_ID_PARAM } from '@protocol/stream/media-wire';
import { createMediaWorld } from './media-test-world.test-support';
import type { PlaybackTokenResponse } from './stream-media-service';

// A playback token is bound to the device it was issued to. A player proves its device on
// every playlist, segment and captions request: by the x-device-id header or, because hls.js
// and native HLS fetch media with plain GETs, by the `device` query parameter the site adds to
// the addresses the service answers (bindPlaylistToDevice), and then by the rendition
// addresses the multivariant playlist names, whose path carries token and device. The
// addresses the service hands out do not carry it, so a copied address, or a token replayed
// alone, plays nothing.
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
      const { playlistUrl, token, captionsUrl } = await issue(entryId);
      const rendition = (device: string, file: string) =>
        `http://stand-in.test/stream/hls/${entryId}/a/${encodeURIComponent(token)}/${device}/360p/${file}`;
      const attempts: [string, Record<string, string>][] = [
        [playlistUrl, {}],
        [playlistUrl, { 'x-device-id': 'someone-elses-tv' }],
        [bindPlaylistToDevice(playlistUrl, 'someone-elses-tv'), {}],
        [rendition('someone-elses-tv', 'index.m3u8'), {}],
        [rendition('someone-elses-tv', 'seg-0.ts'), {}],
        // the header and the parameter (or the path) must agree: one right answer does not cover a wrong one
        [bindPlaylistToDevice(playlistUrl, 'device-a'), { 'x-device-id': 'someone-elses-tv' }],
        [bindPlaylistToDevice(playlistUrl, 'someone-elses-tv'), { 'x-device-id': 'device-a' }],
        [rendition('device-a', 'seg-0.ts'), { 'x-device-id': 'someone-elses-tv' }],
        [rendition('someone-elses-tv', 'index.m3u8'), { 'x-device-id': 'device-a' }],
        ...(captionsUrl
          ? ([
              [captionsUrl, {}],
              [bindPlaylistToDevice(captionsUrl, 'someone-elses-tv'), {}],
            ] as [string, Record<string, string>][])
          : []),
      ];
      for (const [url, headers] of attempts) {
        const r = await get(url, headers);
        expect(r.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(r.headers.get('content-type')).toContain('application/json');
        expect(await codeOf(r)).toBe('MEDIA.TOKEN_WRONG_DEVICE');
      }
    },
  );

  it('the addresses the service answers carry the token but not the device', async () => {
    const { issue } = await setup();
    const { playlistUrl, captionsUrl, token } = await issue('vod-long');
    for (const address of [playlistUrl, captionsUrl!]) {
      const url = new URL(address);
      expect(url.searchParams.get('token')).toBe(token);
      expect(url.searchParams.has(DEVICE_ID_PARAM)).toBe(false);
      expect(address).not.toContain('device-a');
    }
  });

  it('with the device in the query (as hls.js sends it), every rendition plays and its segment addresses carry the device', async () => {
    const { issue, get } = await setup();
    const { playlistUrl } = await issue('live-video');
    const bound = bindPlaylistToDevice(playlistUrl, 'device-a');
    const playlist = await get(bound);
    expect(playlist.status).toBe(200);
    const variants = segmentUris(await playlist.text());
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      const media = new URL(variant, bound);
      expect(media.pathname).toContain('/device-a/');
      const uris = segmentUris(await (await get(media.toString())).text());
      expect(uris.length).toBeGreaterThan(0);
      const segment = new URL(uris.at(-1)!, media);
      expect(segment.pathname).toContain('/device-a/');
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
