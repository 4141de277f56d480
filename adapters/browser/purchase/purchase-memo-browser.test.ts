import { createPurchaseMemoBrowser, PURCHASE_MEMO_KEY } from './purchase-memo-browser';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
};
const pending = { ssoID: 'fan-1', entitlements: ['uztv-audio'], atMs: 1_000 };

describe('purchase memo (sessionStorage)', () => {
  it('remembers what the fan held until cleared', () => {
    const storage = memoryStorage();
    createPurchaseMemoBrowser(() => storage).write(pending);
    expect(createPurchaseMemoBrowser(() => storage).read()).toEqual(pending);
    createPurchaseMemoBrowser(() => storage).clear();
    expect(createPurchaseMemoBrowser(() => storage).read()).toBeNull();
  });

  it('reads nothing from missing storage, junk or a wrong shape, and never throws', () => {
    expect(createPurchaseMemoBrowser(() => null).read()).toBeNull();
    expect(createPurchaseMemoBrowser(() => memoryStorage({ [PURCHASE_MEMO_KEY]: '{nope' })).read()).toBeNull();
    expect(
      createPurchaseMemoBrowser(() =>
        memoryStorage({ [PURCHASE_MEMO_KEY]: '{"ssoID":1,"entitlements":[],"atMs":1}' }),
      ).read(),
    ).toBeNull();
    expect(
      createPurchaseMemoBrowser(() =>
        memoryStorage({ [PURCHASE_MEMO_KEY]: '{"ssoID":"a","entitlements":[1,"x"],"atMs":5}' }),
      ).read(),
    ).toEqual({ ssoID: 'a', entitlements: ['x'], atMs: 5 });
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(createPurchaseMemoBrowser(() => broken).read()).toBeNull();
    expect(() => createPurchaseMemoBrowser(() => broken).write(pending)).not.toThrow();
    expect(() => createPurchaseMemoBrowser(() => broken).clear()).not.toThrow();
  });
});
