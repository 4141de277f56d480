import { videoDurations } from '../config/site-config';
import type { DurationBand } from './video-types';

export const durationBands: readonly DurationBand[] = ['short', 'medium', 'long'];

/**
 * The band of a duration (VIDEO-5): short under 300 s, medium 300 to 600 s, long
 * over 600 s. Durations are whole seconds on the wire; a fraction is rounded first so a
 * 299.6 s clip is filtered as the 300 s the catalogue lists it as.
 */
export function durationBand(seconds: number): DurationBand {
  const s = Math.round(seconds);
  if (s < videoDurations.shortUnderSeconds) return 'short';
  if (s > videoDurations.longOverSeconds) return 'long';
  return 'medium';
}

/**
 * The catalogue search's minimum and maximum VideoDuration for a band, both inclusive,
 * in whole seconds: exactly the durations durationBand() puts in that band.
 */
export function durationBounds(band: DurationBand): { readonly minDuration?: number; readonly maxDuration?: number } {
  switch (band) {
    case 'short':
      return { maxDuration: videoDurations.shortUnderSeconds - 1 };
    case 'medium':
      return { minDuration: videoDurations.shortUnderSeconds, maxDuration: videoDurations.longOverSeconds };
    case 'long':
      return { minDuration: videoDurations.longOverSeconds + 1 };
  }
}
