import fc from 'fast-check';
import type { Promo } from '../commercial/commercial-types';
import type { PromoPort, SeenPromosStore } from '../ports/promo.port';
import { err, ok, type Result } from '../shared/result';
import { unavailable, type ServiceError } from '../shared/service-error';
import { chooseActivePromo } from './choose-active-promo';
import { makeDismissPromo, makeNextOverlayPromo } from './next-overlay-promo';

const T0 = Date.UTC(2025, 7, 1);
const HOUR = 3_600_000;
const promoArb: fc.Arbitrary<Promo> = fc
  .record({
    promoID: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
    start: fc.integer({ min: -48, max: 48 }),
    length: fc.integer({ min: -2, max: 72 }),
  })
  .map(({ promoID, start, length }) => ({
    promoID,
    type: 'Mini',
    startDateTime: new Date(T0 + start * HOUR).toISOString(),
    endDateTime: new Date(T0 + (start + length) * HOUR).toISOString(),
    url: '/videos/sub',
    webNewWindow: true,
    imageKey: promoID,
    imageAltText: 'Promo',
  }));

function fakeSeen(initial: string[] = []): SeenPromosStore & { ids: Set<string> } {
  const ids = new Set(initial);
  return {
    ids,
    read: () => new Set(ids),
    add: (id) => {
      ids.add(id);
    },
  };
}
const fakePromos = (result: Result<readonly Promo[], ServiceError>): PromoPort & { calls: number } => {
  const port = {
    calls: 0,
    overlays: async () => {
      port.calls += 1;
      return result;
    },
  };
  return port;
};
const clockAt = (ms: number) => ({ now: () => ms });

describe('makeNextOverlayPromo / makeDismissPromo', () => {
  it('shows the active promos one at a time; dismissing records it as seen and moves on', async () => {
    const promos: Promo[] = ['a', 'b'].map((id, i) => ({
      promoID: id,
      startDateTime: new Date(T0 - (2 - i) * 1000).toISOString(),
      endDateTime: new Date(T0 + 1000).toISOString(),
      type: 'Default',
      url: '/videos',
      webNewWindow: false,
      imageKey: id,
      imageAltText: id,
    }));
    const seen = fakeSeen();
    const next = makeNextOverlayPromo({ promos: fakePromos(ok(promos)), seen, clock: clockAt(T0) });
    const dismiss = makeDismissPromo({ seen });

    expect(await next()).toEqual(ok(promos[0]));
    dismiss('a');
    expect(seen.ids.has('a')).toBe(true);
    expect(await next()).toEqual(ok(promos[1]));
    dismiss('b');
    expect(await next()).toEqual(ok(null));
  });

  it('passes a service error through as data', async () => {
    const next = makeNextOverlayPromo({
      promos: fakePromos(err(unavailable('promo-overlays'))),
      seen: fakeSeen(),
      clock: clockAt(T0),
    });
    expect(await next()).toEqual(err({ code: 'SERVICE.UNAVAILABLE', service: 'promo-overlays' }));
  });

  it('ignores an empty id on dismiss', () => {
    const seen = fakeSeen();
    makeDismissPromo({ seen })('');
    expect(seen.ids.size).toBe(0);
  });

  it('agrees with chooseActivePromo over the current seen list for any feed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(promoArb, { maxLength: 6 }),
        fc.uniqueArray(fc.constantFrom('p1', 'p2', 'p3')),
        fc.integer({ min: -50, max: 50 }),
        async (list, seenIds, h) => {
          const now = T0 + h * HOUR;
          const seen = fakeSeen(seenIds);
          const result = await makeNextOverlayPromo({ promos: fakePromos(ok(list)), seen, clock: clockAt(now) })();
          expect(result).toEqual(ok(chooseActivePromo(list, new Set(seenIds), now) ?? null));
          // after dismissing whatever was shown, it is never shown again
          if (result.ok && result.value) {
            makeDismissPromo({ seen })(result.value.promoID);
            const again = await makeNextOverlayPromo({ promos: fakePromos(ok(list)), seen, clock: clockAt(now) })();
            expect(again.ok && again.value?.promoID).not.toBe(result.value.promoID);
          }
        },
      ),
    );
  });
});
