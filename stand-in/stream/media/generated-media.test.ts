import { bindPlaylistToDevice } from '@protocol/stream/media-wire';
import { Hono } from 'hono';
import { openAccountStore } from '../../sso/account-store';
import { playlistDuration } from './hls-playlist';
import { mediaCatalogue } from './media-catalogue';
import { createMediaFiles, listMediaFiles } from './media-files';
import { createStreamMediaService, type PlaybackTokenResponse } from './stream-media-service';

describe('the generated media (scripts/generate-media.sh)', () => {
  it('is all there and stays under 20 MB', () => {
    const files = listMediaFiles();
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    expect(total).toBeLessThan(20 * 1024 * 1024);
    const media = createMediaFiles();
    for (const entry of mediaCatalogue) {
      const { playlist, segments } = media.forEntry(entry);
      expect(playlist.segments.length).toBeGreaterThan(0);
      for (const bytes of segments.values()) expect(bytes.length).toBeGreaterThan(1_000);
    }
  });

  it('has on-demand videos of the three advertised lengths', () => {
    const media = createMediaFiles();
    const seconds = (id: string) => playlistDuration(media.forEntry(mediaCatalogue.find((e) => e.id === id)!).playlist);
    expect(seconds('vod-short')).toBeLessThan(300);
    expect(seconds('vod-medium')).toBeGreaterThanOrEqual(300);
    expect(seconds('vod-medium')).toBeLessThanOrEqual(600);
    expect(seconds('vod-long')).toBeGreaterThan(600);
  });

  it('answers a playlist URL that works where the app is mounted', async () => {
    const accounts = openAccountStore({ dataDir: null });
    const root = new Hono();
    root.route('/stream', createStreamMediaService({ accounts }));
    const res = await root.request('http://127.0.0.1:4010/stream/playback-token', {
      method: 'POST',
      body: JSON.stringify({ entryId: 'vod-short' }),
      headers: { 'x-device-id': 'tv' },
    });
    const { playlistUrl } = (await res.json()) as PlaybackTokenResponse;
    expect(playlistUrl).toMatch(/^http:\/\/127\.0\.0\.1:4010\/stream\/hls\/vod-short\/index\.m3u8\?token=/);
    // as the site's player asks for it: bound to the device the token was issued to
    const bound = bindPlaylistToDevice(playlistUrl, 'tv');
    const list = await root.request(bound);
    expect(list.status).toBe(200);
    const firstSegment = (await list.text()).split('\n').find((l) => l.startsWith('seg-'))!;
    expect((await root.request(new URL(firstSegment, bound).toString())).status).toBe(200);
  });
});
