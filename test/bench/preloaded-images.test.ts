import { describe, expect, it } from 'vitest';
import { preloadedImageUrls } from '../../scripts/bench/preloaded-images';

describe('the images a page preloads, as the bench warms them', () => {
  it('names the href and every srcset candidate, once each, with &amp; decoded', () => {
    const html = '<head><link rel="preload" as="image" href="http://x/i/a/1400x700?fit=cover&amp;q=1" '
      + 'imagesrcset="http://x/i/a/400x200?fit=cover 400w, http://x/i/a/1000x500?fit=cover 1000w, http://x/i/a/1400x700?fit=cover&amp;q=1 1400w" imagesizes="100vw" /></head>';
    expect(preloadedImageUrls(html)).toEqual([
      'http://x/i/a/1400x700?fit=cover&q=1', 'http://x/i/a/400x200?fit=cover', 'http://x/i/a/1000x500?fit=cover',
    ]);
  });

  it('names nothing when the page preloads no image', () => {
    expect(preloadedImageUrls('<head><link rel="modulepreload" href="/a.js" /></head>')).toEqual([]);
  });
});
