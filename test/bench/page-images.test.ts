import { describe, expect, it } from 'vitest';
import { pageImageUrls } from '../../scripts/bench/page-images';

describe('the images a page names, as the bench warms them', () => {
  it("names a preload's href and every srcset candidate, once each, with &amp; decoded", () => {
    const html =
      '<head><link rel="preload" as="image" href="http://x/i/a/1400x700?fit=cover&amp;q=1" ' +
      'imagesrcset="http://x/i/a/400x200?fit=cover 400w, http://x/i/a/1000x500?fit=cover 1000w, http://x/i/a/1400x700?fit=cover&amp;q=1 1400w" imagesizes="100vw" /></head>';
    expect(pageImageUrls(html)).toEqual([
      'http://x/i/a/1400x700?fit=cover&q=1',
      'http://x/i/a/400x200?fit=cover',
      'http://x/i/a/1000x500?fit=cover',
    ]);
  });

  it("names each <img>'s src and srcset candidates, but no inline placeholder", () => {
    const html =
      '<img alt="" src="http://x/i/c/400x400" srcset="http://x/i/c/400x400 400w, http://x/i/c/1000x1000 1000w" />' +
      '<img alt="" src="data:image/svg+xml,%3Csvg%3E" />';
    expect(pageImageUrls(html)).toEqual(['http://x/i/c/400x400', 'http://x/i/c/1000x1000']);
  });

  it('reads the attributes as React writes them (srcSet, imageSrcSet): the phone picks from those', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="http://x/i/h/500x250 500w, http://x/i/h/1000x500 1000w" imageSizes="100vw"/>' +
      '<img class="a" src="http://x/i/n/500x281" srcSet="http://x/i/n/500x281 500w, http://x/i/n/1000x563 1000w"/>';
    expect(pageImageUrls(html)).toEqual([
      'http://x/i/h/500x250',
      'http://x/i/h/1000x500',
      'http://x/i/n/500x281',
      'http://x/i/n/1000x563',
    ]);
  });

  it('names nothing when the page has no image', () => {
    expect(pageImageUrls('<head><link rel="modulepreload" href="/a.js" /></head>')).toEqual([]);
  });
});
