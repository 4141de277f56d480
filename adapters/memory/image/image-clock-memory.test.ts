import fc from 'fast-check';
import { createFixedClock, createSeededRandom } from '../clock/clock-random-memory';
import { createImageMemory, drawKey } from './image-urls-memory';

describe('image urls memory', () => {
  it('draws an SVG data URI at the requested size, the same for the same key', () => {
    const images = createImageMemory();
    const url = images.url('news/a', 400, 300);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="300"');
    expect(images.url('news/a', 400, 300)).toBe(url);
    expect(images.url('news/b', 400, 300)).not.toBe(url);
  });

  it('any key and size gives a well-formed svg with no stray markup from the key', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 3000 }), (key, w, h) => {
        const svg = drawKey(key, w, h);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toContain('NaN');
      }),
    );
  });
});

describe('clock and random', () => {
  it('the fixed clock only moves when told', () => {
    const clock = createFixedClock(1000);
    expect(clock.now()).toBe(1000);
    clock.advance(250);
    expect(clock.now()).toBe(1250);
    clock.set(5);
    expect(clock.now()).toBe(5);
  });

  it('the seeded random stays within bounds and repeats for the same seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.nat(),
        (min, span, seed) => {
          const r = createSeededRandom(seed);
          const n = r.int(min, min + span);
          expect(n).toBeGreaterThanOrEqual(min);
          expect(n).toBeLessThanOrEqual(min + span);
          expect(createSeededRandom(seed).int(min, min + span)).toBe(n);
        },
      ),
    );
  });
});
