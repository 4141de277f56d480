import { attachHls, hlsConfig } from './attach-hls';
import { createFakeHls } from '../testing/fake-media';

// hls.js's own defaults (v1), which the player must not undercut where they keep playback smooth
const HLS_DEFAULTS = { maxBufferLength: 30, liveSyncDurationCount: 3 };

describe('hlsConfig: a quick first frame that then climbs', () => {
  it.each([true, false])(
    'the first fragment is of the lowest rendition, with no separate bandwidth test (live: %s)',
    (live) => {
      const config = hlsConfig(live);
      // level 0 is the lowest (hls.js orders renditions by bitrate); a fixed start level
      // leaves ABR on for every fragment after it
      expect(config).toMatchObject({ startLevel: 0, testBandwidth: false, capLevelToPlayerSize: true });
      expect(config).not.toHaveProperty('autoLevelCapping');
    },
  );

  it('live starts a safe margin behind the edge, without low-latency parts, and no buffer goal is cut', () => {
    const live = hlsConfig(true);
    expect(live).toMatchObject({ lowLatencyMode: false });
    expect(live.liveSyncDurationCount ?? HLS_DEFAULTS.liveSyncDurationCount).toBeGreaterThanOrEqual(
      HLS_DEFAULTS.liveSyncDurationCount,
    );
    for (const live of [true, false])
      expect(hlsConfig(live).maxBufferLength ?? HLS_DEFAULTS.maxBufferLength).toBeGreaterThanOrEqual(
        HLS_DEFAULTS.maxBufferLength,
      );
  });
});

describe('attachHls', () => {
  it('gives hls.js that configuration and leaves the choice of rendition to it (Auto) once started', async () => {
    const hls = createFakeHls();
    // a browser without HLS of its own: hls.js plays
    const video = { canPlayType: () => '' } as unknown as HTMLMediaElement;
    await attachHls(video, '/media/live.m3u8', { onFatal: () => {}, loadHls: hls.load, live: true });
    const instance = hls.instances[0]!;
    expect(instance.config).toEqual(hlsConfig(true));
    expect(instance.nextLevel).toBe(-1);
  });
});
