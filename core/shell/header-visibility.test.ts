import fc from 'fast-check';
import { initialHeaderScroll, nextHeaderScroll, type HeaderScrollState } from './header-visibility';

const run = (ys: readonly number[]) => {
  const states: HeaderScrollState[] = [];
  let s = initialHeaderScroll;
  for (const y of ys) {
    s = nextHeaderScroll(s, y);
    states.push(s);
  }
  return states;
};
const scrollArb = fc.array(fc.oneof(fc.integer({ min: -50, max: 2000 }), fc.constantFrom(0, 89, 90, 299, 300, 301)), {
  maxLength: 40,
});

describe('header visibility', () => {
  it('quotes the spec: hides on scroll down, reappears on scroll up, sticky at 300, visible under 90', () => {
    const [a, b, c, d, e] = run([50, 400, 350, 500, 80]);
    expect(a).toEqual({ hidden: false, sticky: false, lastY: 50 });
    expect(b).toEqual({ hidden: true, sticky: true, lastY: 400 });
    expect(c).toEqual({ hidden: false, sticky: true, lastY: 350 });
    expect(d).toEqual({ hidden: true, sticky: true, lastY: 500 });
    expect(e).toEqual({ hidden: false, sticky: false, lastY: 80 });
    expect(run([299])[0]!.sticky).toBe(false);
    expect(run([300])[0]!.sticky).toBe(true);
    expect(run([89])[0]!.hidden).toBe(false);
    expect(run([90])[0]!.hidden).toBe(true);
  });

  it('over any scroll sequence: always visible under 90, sticky iff y >= 300, down past 90 hides, up shows', () => {
    fc.assert(
      fc.property(scrollArb, (ys) => {
        const states = run(ys);
        ys.forEach((raw, i) => {
          const y = Math.max(0, raw);
          const s = states[i]!;
          const prevY = i === 0 ? 0 : Math.max(0, ys[i - 1]!);
          expect(s.lastY).toBe(y);
          expect(s.sticky).toBe(y >= 300);
          if (y < 90) expect(s.hidden).toBe(false);
          else if (y > prevY) expect(s.hidden).toBe(true);
          else if (y < prevY) expect(s.hidden).toBe(false);
          else expect(s.hidden).toBe(i === 0 ? false : states[i - 1]!.hidden);
        });
      }),
    );
  });

  it('ignores garbage positions as the top of the page', () => {
    fc.assert(
      fc.property(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, -1e9), (y) => {
        expect(nextHeaderScroll({ hidden: true, sticky: true, lastY: 500 }, y)).toEqual({
          hidden: false,
          sticky: false,
          lastY: 0,
        });
      }),
    );
  });
});
