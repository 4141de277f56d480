import { err, ok, type PlaybackCapabilities, type PlaybackProbePort, type SegmentMeasure } from '@core';

/** "Can I watch?" for tests and stories: the browser and the line they say, or a failed download (null) */
export function createPlaybackProbeMemory(
  options: { capabilities?: PlaybackCapabilities; measure?: SegmentMeasure | null } = {},
): PlaybackProbePort & { readonly measured: string[] } {
  const measured: string[] = [];
  return {
    measured,
    capabilities: async () => options.capabilities ?? { mse: true, nativeHls: false, autoplay: 'allowed' },
    async measure(playlistUrl) {
      measured.push(playlistUrl);
      const m = options.measure === undefined ? { bytes: 750_000, ms: 500, latencyMs: 30 } : options.measure;
      return m ? ok(m) : err({ code: 'PROBE.FAILED' });
    },
  };
}
