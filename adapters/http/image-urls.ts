/** ImagePort: pure URL building for the image library's v2 handler ({width}x{height} with an optional fit). */
import type { ImagePort } from '@core';

export function createImageUrls({ baseUrl }: { baseUrl: string }): ImagePort {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    url(imageKey, width, height, fit) {
      const w = Math.max(1, Math.round(width));
      const h = Math.max(1, Math.round(height));
      return `${base}/v2/${encodeURIComponent(imageKey)}/${w}x${h}${fit ? `?fit=${fit}` : ''}`;
    },
  };
}
