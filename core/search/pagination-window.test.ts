import fc from 'fast-check';
import { newsPaging } from '../config/site-config';
import { paginationWindow, searchPageCount } from './pagination-window';

describe('paginationWindow', () => {
  it('centres the current page where it can', () => {
    expect(paginationWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('defaults to the site window of about 5 pages', () => {
    expect(paginationWindow(10, 40)).toHaveLength(newsPaging.searchPaginationWindow);
  });

  it('is contiguous, in range, holds the current page and is as wide as it can be', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 15 }),
        (pageSeed, total, size) => {
          const page = ((pageSeed - 1) % total) + 1;
          const w = paginationWindow(page, total, size);
          expect(w).toHaveLength(Math.min(size, total));
          expect(w).toContain(page);
          w.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(1);
            expect(p).toBeLessThanOrEqual(total);
            if (i > 0) expect(p).toBe(w[i - 1]! + 1);
          });
          // the current page is never further from the centre than the ends force it to be
          const before = page - w[0]!;
          const after = w[w.length - 1]! - page;
          if (w[0]! > 1 && w[w.length - 1]! < total) expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('clamps a page out of range instead of showing pages that do not exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), fc.integer({ min: 1, max: 100 }), (page, total) => {
        const w = paginationWindow(page, total);
        expect(w[0]).toBeGreaterThanOrEqual(1);
        expect(w[w.length - 1]).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('searchPageCount', () => {
  it('is the ceiling of found over the page size', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (found, size) => {
        const pages = searchPageCount(found, size);
        expect(pages * size).toBeGreaterThanOrEqual(found);
        expect((pages - 1) * size).toBeLessThan(Math.max(found, 1));
      }),
    );
    expect(searchPageCount(17)).toBe(3);
  });
});
