import fc from 'fast-check';
import { purchaseReturn } from '../config/site-config';
import { entitlementsBeforeCheckout, purchaseReturnOutcome } from './purchase-return';

const NOW = Date.UTC(2025, 7, 3, 15);
const memo = (over: Partial<{ ssoID: string; entitlements: string[]; atMs: number }> = {}) => ({
  ssoID: 'fan-1',
  entitlements: ['uztv-audio'],
  atMs: NOW - 60_000,
  ...over,
});

describe('purchase return', () => {
  it('thanks only when a new entitlement is there; never when nothing says what was held before', () => {
    expect(purchaseReturnOutcome([], ['uztv-live'])).toBe('pass-active');
    expect(purchaseReturnOutcome(['uztv-audio'], ['uztv-audio', 'uztv-live'])).toBe('pass-active');
    expect(purchaseReturnOutcome(['uztv-live'], ['uztv-live'])).toBe('not-arrived');
    expect(purchaseReturnOutcome([], [])).toBe('not-arrived');
    expect(purchaseReturnOutcome(null, ['uztv-live'])).toBe('unknown');
  });

  it('is pass-active exactly when the entitlements gained one (property)', () => {
    const ent = fc.subarray(['uztv-live', 'uztv-audio', 'uztv-match-2041', ' ']);
    fc.assert(
      fc.property(fc.option(ent, { nil: null }), ent, (before, after) => {
        const outcome = purchaseReturnOutcome(before, after);
        if (before === null) expect(outcome).toBe('unknown');
        else expect(outcome === 'pass-active').toBe(after.some((e) => e.trim() !== '' && !before.includes(e)));
      }),
    );
  });

  it('uses what this fan held at the click on Buy, if recent; else what the page saw; else nothing', () => {
    const fan = { ssoID: 'fan-1', nowMs: NOW };
    expect(entitlementsBeforeCheckout(memo(), fan, null)).toEqual(['uztv-audio']);
    expect(entitlementsBeforeCheckout(memo({ ssoID: 'someone-else' }), fan, null)).toBeNull();
    expect(entitlementsBeforeCheckout(memo({ atMs: NOW - purchaseReturn.memoMaxAgeMs - 1 }), fan, null)).toBeNull();
    expect(entitlementsBeforeCheckout(memo({ atMs: NOW + 1 }), fan, null)).toBeNull();
    expect(entitlementsBeforeCheckout(null, fan, ['uztv-live'])).toEqual(['uztv-live']);
    expect(entitlementsBeforeCheckout(null, fan, null)).toBeNull();
  });
});
