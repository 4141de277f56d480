import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROWTH_FLOOR_BYTES, GROWTH_SHARE, stillGrowing } from '../../scripts/bench/memory-growth';

const MB = 1024 * 1024;

describe("the soak's verdict on memory", () => {
  it('names a figure that rose from the middle to the end by more than 10% and 10 MB', () => {
    expect(
      stillGrowing([
        { name: 'heap', middle: 40 * MB, end: 60 * MB },
        { name: 'RSS', middle: 200 * MB, end: 215 * MB },
      ]),
    ).toEqual(['heap 40 MB at the middle -> 60 MB at the end']);
  });

  it('passes a figure that held or fell, and a small rise within either bound', () => {
    expect(
      stillGrowing([
        { name: 'heap', middle: 40 * MB, end: 49 * MB },
        { name: 'RSS', middle: 300 * MB, end: 280 * MB },
        { name: 'array buffers', middle: 2 * MB, end: 11 * MB },
      ]),
    ).toEqual([]);
  });

  it('flags exactly the rises above both the floor and the share, whatever the figures', () => {
    fc.assert(
      fc.property(fc.nat(2_000 * MB), fc.integer({ min: -500 * MB, max: 500 * MB }), (middle, rise) => {
        const end = Math.max(0, middle + rise);
        const flagged = stillGrowing([{ name: 'x', middle, end }]).length === 1;
        expect(flagged).toBe(end - middle > GROWTH_FLOOR_BYTES && end - middle > GROWTH_SHARE * middle);
      }),
    );
  });
});
