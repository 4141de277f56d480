/** ImagePort: pure URL building for the image library's v2 handler ({width}x{height} with an optional fit). */
import type { ImagePort } from '@core';

export function createImageHttp({ baseUrl }: { baseUrl: string }): ImagePort {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    url(imageKey, width, height, fit) {
      const w = Math.max(1, Math.round(width));
      const h = Math.max(1, Math.round(height));
      return `${base}/v2/${encodeKey(imageKey)}/${w}x${h}${fit ? `?fit=${fit}` : ''}`;
    },
  };
}

/**
 * A key of '.' or '..' is a dot segment that URL parsing removes (even encoded as
 * %2E), so it could address another path: it is no real key, ask for the default image.
 */
function encodeKey(key: string): string {
  return /^\.{1,2}$/.test(key) ? 'default' : encodeURIComponent(key);
}
