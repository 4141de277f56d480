import fc from 'fast-check';
import { searchRangeText } from './search-range-text';

const parse = (text: string) => {
  const m = /^Displaying (\d+) - (\d+) of (\d+) Result\(s\)$/.exec(text);
  if (!m) throw new Error(`unexpected text: ${text}`);
  return { from: Number(m[1]), to: Number(m[2]), total: Number(m[3]) };
};

describe('searchRangeText', () => {
  it('reads like the spec for a first and a later page', () => {
    expect(searchRangeText(0, 8, 20)).toBe('Displaying 1 - 8 of 20 Result(s)');
    expect(searchRangeText(16, 4, 20)).toBe('Displaying 17 - 20 of 20 Result(s)');
    expect(searchRangeText(0, 0, 0)).toBe('Displaying 0 - 0 of 0 Result(s)');
  });

  it('for a consistent page, shows offset+1 .. offset+shown of found', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        (found, size, pageSeed) => {
          const pages = Math.ceil(found / size);
          const start = (pageSeed % pages) * size;
          const shown = Math.min(size, found - start);
          expect(parse(searchRangeText(start, shown, found))).toEqual({
            from: start + 1,
            to: start + shown,
            total: found,
          });
        },
      ),
    );
  });

  it('never prints an inverted range or one past the total, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 200 }),
        fc.integer({ min: -10, max: 200 }),
        fc.integer({ min: -10, max: 200 }),
        (start, shown, found) => {
          const { from, to, total } = parse(searchRangeText(start, shown, found));
          expect(total).toBe(Math.max(0, found));
          expect(to).toBeLessThanOrEqual(total);
          if (from === 0) expect(to).toBe(0);
          else expect(from).toBeLessThanOrEqual(to);
        },
      ),
    );
  });
});
