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
      const { renditions, captions } = media.forEntry(entry);
      expect(renditions.length).toBe(entry.renditions.length);
      for (const { playlist, segments } of renditions) {
        expect(playlist.segments.length).toBeGreaterThan(0);
        for (const bytes of segments.values()) expect(bytes.length).toBeGreaterThan(1_000);
      }
      expect(captions === null).toBe(entry.captions === undefined);
    }
  });

  it('has a ladder whose renditions climb in bandwidth and line up segment for segment', () => {
    const media = createMediaFiles();
    for (const entry of mediaCatalogue.filter((e) => e.kind !== 'live-audio')) {
      const renditions = media.forEntry(entry).renditions;
      expect(renditions.map((r) => r.rendition.name)).toEqual(['240p', '360p', '720p']);
      const peaks = renditions.map((r) => r.peakBitsPerSecond);
      expect([...peaks].sort((a, b) => a - b)).toEqual(peaks);
      // every rendition fits the encoder's caps (video) plus the 64 kbit/s audio and the container
      expect(
        renditions.map((r) => r.averageBitsPerSecond < [300_000, 600_000, 1_200_000][renditions.indexOf(r)]!),
      ).toEqual([true, true, true]);
      // a player switches between renditions at any segment: the same durations everywhere
      const durations = renditions.map((r) => r.playlist.segments.map((s) => s.duration).join());
      expect(new Set(durations).size).toBe(1);
    }
  });

  it('has captions for every on-demand video, as long as the video', () => {
    const media = createMediaFiles();
    for (const entry of mediaCatalogue.filter((e) => e.kind === 'vod')) {
      const { captions, renditions } = media.forEntry(entry);
      expect(captions).toMatch(/^WEBVTT\n\n/);
      const ends = [...captions!.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
        (m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
      );
      const seconds = playlistDuration(renditions[0]!.playlist);
      expect(ends.at(-1)).toBeLessThanOrEqual(seconds);
      expect(ends.at(-1)).toBeGreaterThan(seconds - 6);
    }
  });

  it('has on-demand videos of the three advertised lengths', () => {
    const media = createMediaFiles();
    const seconds = (id: string) =>
      playlistDuration(media.forEntry(mediaCatalogue.find((e) => e.id === id)!).renditions[0]!.playlist);
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
    const firstVariant = new URL(
      (await list.text()).split('\n').find((l) => l.startsWith('a/'))!,
      bound,
    );
    const media = await root.request(firstVariant.toString());
    expect(media.status).toBe(200);
    const firstSegment = (await media.text()).split('\n').find((l) => l.startsWith('seg-'))!;
    expect((await root.request(new URL(firstSegment, firstVariant).toString())).status).toBe(200);
  });
});
