import fc from 'fast-check';
import type { PendingPurchase, PurchaseMemo } from '../ports/purchase-memo.port';
import { purchaseReturn } from '../config/site-config';
import { makeCheckoutMemo } from './checkout-memo';

const clockAt = (ms: { now: number }) => ({ now: () => ms.now });
// the port's plain behaviour (its adapters pass the purchase memo contract)
const createPurchaseMemoMemory = (): PurchaseMemo => {
  let kept: PendingPurchase | null = null;
  return {
    read: () => kept,
    write: (p) => {
      kept = p;
    },
    clear: () => {
      kept = null;
    },
  };
};

describe('makeCheckoutMemo', () => {
  it('a return takes back what the same fan held at the click on Buy, once', () => {
    const time = { now: 1_000 };
    const memo = makeCheckoutMemo({ memo: createPurchaseMemoMemory(), clock: clockAt(time) });
    memo.rememberCheckout({ ssoID: 'fan-1', entitlements: ['uztv-audio'] });
    time.now += 60_000;
    expect(memo.takeReturn({ ssoID: 'fan-1' }, null)).toEqual({ remembered: true, before: ['uztv-audio'] });
    expect(memo.takeReturn({ ssoID: 'fan-1' }, null)).toEqual({ remembered: false, before: null });
  });

  it('a fan back signed out learns only that a checkout was remembered', () => {
    const memo = makeCheckoutMemo({ memo: createPurchaseMemoMemory(), clock: clockAt({ now: 0 }) });
    memo.rememberCheckout({ ssoID: 'fan-1', entitlements: [] });
    expect(memo.takeReturn(null, null)).toEqual({ remembered: true, before: null });
  });

  it('another fan, or a click older than the limit, falls back to what the page showed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fan-1', 'fan-2'),
        fc.nat({ max: 2 * purchaseReturn.memoMaxAgeMs }),
        fc.option(fc.array(fc.constantFrom('uztv-live', 'uztv-vod'), { maxLength: 2 })),
        (returning, ageMs, seenOnPage) => {
          const time = { now: 5_000 };
          const memo = makeCheckoutMemo({ memo: createPurchaseMemoMemory(), clock: clockAt(time) });
          memo.rememberCheckout({ ssoID: 'fan-1', entitlements: ['uztv-audio'] });
          time.now += ageMs;
          const back = memo.takeReturn({ ssoID: returning }, seenOnPage);
          const fresh = returning === 'fan-1' && ageMs <= purchaseReturn.memoMaxAgeMs;
          expect(back).toEqual({ remembered: true, before: fresh ? ['uztv-audio'] : seenOnPage });
        },
      ),
    );
  });
});
