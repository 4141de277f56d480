import fc from 'fast-check';
import { err, mapResult, ok, unwrapOr } from './result';

describe('Result', () => {
  it('maps values and passes errors through untouched', () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), (n, code) => {
        expect(mapResult(ok(n), (x) => x + 1)).toEqual(ok(n + 1));
        const e = err({ code });
        expect(mapResult(e, (x: number) => x + 1)).toBe(e);
        expect(unwrapOr(e, n)).toBe(n);
      }),
    );
  });
});
