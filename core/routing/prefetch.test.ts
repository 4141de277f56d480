import fc from 'fast-check';
import { shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it('quotes the spec: skipped on 2g or data-saver connections', () => {
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
  });

  it('is false exactly when saveData is on or the type is 2g/slow-2g', () => {
    const type = fc.oneof(fc.constantFrom('2g', 'slow-2g', '3g', '4g', '2G', 'SLOW-2G'), fc.string());
    fc.assert(
      fc.property(
        fc.option(type, { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (effectiveType, saveData) => {
          const slow = effectiveType !== undefined && ['2g', 'slow-2g'].includes(effectiveType.trim().toLowerCase());
          expect(shouldPrefetch({ effectiveType, saveData })).toBe(!(saveData === true || slow));
        },
      ),
    );
  });
});
