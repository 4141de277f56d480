import fc from 'fast-check';
import type { Promo } from '../commercial/commercial-types';
import { chooseActivePromo } from './choose-active-promo';

const T0 = Date.UTC(2025, 7, 1);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const promoArb: fc.Arbitrary<Promo> = fc
  .record({
    promoID: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6'),
    start: fc.integer({ min: -48, max: 48 }),
    length: fc.integer({ min: -2, max: 72 }),
    type: fc.constantFrom('Default' as const, 'Mini' as const),
  })
  .map(({ promoID, start, length, type }) => ({
    promoID,
    type,
    startDateTime: iso(T0 + start * HOUR),
    endDateTime: iso(T0 + (start + length) * HOUR),
    url: '/videos/sub',
    webNewWindow: false,
    imageKey: `promo-${promoID}`,
    imageAltText: 'Promo',
  }));

const inWindow = (p: Promo, now: number) => Date.parse(p.startDateTime) <= now && now < Date.parse(p.endDateTime);

describe('chooseActivePromo', () => {
  const promo = (promoID: string, start: number, end: number): Promo => ({
    promoID,
    startDateTime: iso(T0 + start * HOUR),
    endDateTime: iso(T0 + end * HOUR),
    type: 'Default',
    url: '/',
    webNewWindow: false,
    imageKey: 'k',
    imageAltText: 'a',
  });

  it('shows promos inside their start and end time and not already seen, one at a time', () => {
    const promos = [promo('later', -1, 5), promo('earlier', -3, 5), promo('future', 1, 5), promo('over', -5, -1)];
    expect(chooseActivePromo(promos, new Set(), T0)?.promoID).toBe('earlier');
    expect(chooseActivePromo(promos, new Set(['earlier']), T0)?.promoID).toBe('later');
    expect(chooseActivePromo(promos, new Set(['earlier', 'later']), T0)).toBeUndefined();
    // the window is [start, end)
    expect(chooseActivePromo([promo('a', 0, 1)], new Set(), T0)?.promoID).toBe('a');
    expect(chooseActivePromo([promo('a', -1, 0)], new Set(), T0)).toBeUndefined();
  });

  it('never shows a promo whose dates do not parse', () => {
    const broken = { ...promo('x', -1, 1), endDateTime: 'soon' };
    expect(chooseActivePromo([broken], new Set(), T0)).toBeUndefined();
  });

  it('returns a promo inside its window, never seen, and the earliest-starting eligible one; undefined iff none', () => {
    const seenArb = fc.uniqueArray(fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6')).map((a) => new Set<string>(a));
    fc.assert(
      fc.property(
        fc.array(promoArb, { maxLength: 8 }),
        seenArb,
        fc.integer({ min: -60, max: 60 }),
        (promos, seen, h) => {
          const now = T0 + h * HOUR;
          const eligible = promos.filter((p) => inWindow(p, now) && !seen.has(p.promoID));
          const chosen = chooseActivePromo(promos, seen, now);
          expect(chosen === undefined).toBe(eligible.length === 0);
          if (chosen) {
            expect(inWindow(chosen, now)).toBe(true);
            expect(seen.has(chosen.promoID)).toBe(false);
            expect(promos).toContain(chosen);
            for (const e of eligible)
              expect(Date.parse(chosen.startDateTime)).toBeLessThanOrEqual(Date.parse(e.startDateTime));
          }
        },
      ),
    );
  });

  it('does not depend on feed order except for ties', () => {
    fc.assert(
      fc.property(fc.array(promoArb, { maxLength: 8 }), fc.integer({ min: -60, max: 60 }), (promos, h) => {
        const now = T0 + h * HOUR;
        const a = chooseActivePromo(promos, new Set(), now);
        const b = chooseActivePromo([...promos].reverse(), new Set(), now);
        expect(a?.startDateTime).toBe(b?.startDateTime);
      }),
    );
  });
});
