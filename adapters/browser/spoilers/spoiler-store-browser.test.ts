import { describe, expect, it } from 'vitest';
import { createSpoilerStoreBrowser, SPOILER_STORE_KEY } from './spoiler-store-browser';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('spoiler store (localStorage)', () => {
  it('remembers the setting and revealed matches across stores on one device', () => {
    const storage = memoryStorage();
    createSpoilerStoreBrowser(() => storage).write({ spoilerFree: true, revealed: ['m1'] });
    expect(createSpoilerStoreBrowser(() => storage).read()).toEqual({ spoilerFree: true, revealed: ['m1'] });
  });
  it('reads nothing from missing storage, junk or a wrong shape, and never throws on write', () => {
    expect(createSpoilerStoreBrowser(() => null).read()).toBeNull();
    expect(createSpoilerStoreBrowser(() => memoryStorage({ [SPOILER_STORE_KEY]: '{nope' })).read()).toBeNull();
    expect(
      createSpoilerStoreBrowser(() => memoryStorage({ [SPOILER_STORE_KEY]: '{"spoilerFree":"yes"}' })).read(),
    ).toBeNull();
    expect(
      createSpoilerStoreBrowser(() =>
        memoryStorage({ [SPOILER_STORE_KEY]: '{"spoilerFree":true,"revealed":[1,"a"]}' }),
      ).read(),
    ).toEqual({ spoilerFree: true, revealed: ['a'] });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => createSpoilerStoreBrowser(() => full).write({ spoilerFree: true, revealed: [] })).not.toThrow();
  });
});
