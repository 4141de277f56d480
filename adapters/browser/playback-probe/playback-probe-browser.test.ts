import { nextUri } from './playback-probe-browser';

describe('the connection probe reads a playlist', () => {
  it('takes the lowest rendition of a master playlist', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=1400000,RESOLUTION=1280x720',
      '720p/index.m3u8?token=t',
      '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=426x240',
      '240p/index.m3u8?token=t',
      '#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=640x360',
      '360p/index.m3u8?token=t',
    ].join('\n');
    expect(nextUri(master)).toEqual({ kind: 'variant', uri: '240p/index.m3u8?token=t' });
  });

  it("takes a media playlist's first segment, and nothing from an empty one", () => {
    expect(nextUri('#EXTM3U\n#EXTINF:4.0,\nseg-7.ts?token=t&device=d\n#EXTINF:4.0,\nseg-8.ts\n')).toEqual({
      kind: 'segment',
      uri: 'seg-7.ts?token=t&device=d',
    });
    expect(nextUri('#EXTM3U\n#EXT-X-ENDLIST\n')).toBeNull();
    expect(nextUri('')).toBeNull();
  });
});
