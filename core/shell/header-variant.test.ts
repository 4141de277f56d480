import fc from 'fast-check';
import { headerScroll } from '../config/site-config';
import { headerStyleFor, pageTypes } from './header-style';
import { nextHeaderScroll, initialHeaderScroll, type HeaderScrollState } from './header-visibility';
import {
  headerBarHeight,
  headerMotionFor,
  headerPresentation,
  headerTotalHeight,
  headerTypes,
  headerVariants,
  type HeaderMotion,
} from './header-variant';
import type { HeaderStyle } from './interface-state';

const looks: HeaderStyle[] = ['solid', 'transparent-light', 'transparent-dark'];
const lookArb = fc.constantFrom(...looks);
const motionArb = fc.constantFrom<HeaderMotion>('fixed', 'reveal');
/** a scroll state reached by real scrolling, not an arbitrary (impossible) record */
const scrollArb: fc.Arbitrary<HeaderScrollState> = fc
  .array(fc.integer({ min: -50, max: 3000 }), { maxLength: 12 })
  .map((ys) => ys.reduce(nextHeaderScroll, initialHeaderScroll));

describe('header variants', () => {
  it('names the five variants of the spec', () => {
    expect(headerVariants).toEqual(['solid', 'transparent-light', 'transparent-dark', 'fixed', 'reveal']);
  });

  it('reads the header type: fixed pins it, sticky (the club setting) and reveal hide and reveal, anything else is the default', () => {
    expect(headerMotionFor('fixed')).toBe('fixed');
    expect(headerMotionFor('sticky')).toBe('reveal');
    expect(headerMotionFor('reveal')).toBe('reveal');
    fc.assert(
      fc.property(fc.option(fc.string()), (t) => {
        expect(headerMotionFor(t)).toBe(t === 'fixed' ? 'fixed' : 'reveal');
      }),
    );
    expect(headerTypes).toEqual(['sticky', 'fixed', 'reveal']);
  });

  it("at the top of the page the header wears the page type's look (matches solid, match centre transparent dark)", () => {
    expect(headerPresentation(headerStyleFor('matches'), 'reveal', initialHeaderScroll).variant).toBe('solid');
    expect(headerPresentation(headerStyleFor('match-centre'), 'fixed', initialHeaderScroll).variant).toBe(
      'transparent-dark',
    );
    fc.assert(
      fc.property(fc.constantFrom(...pageTypes), fc.boolean(), motionArb, (page, image, motion) => {
        expect(headerPresentation(headerStyleFor(page, image), motion, initialHeaderScroll)).toEqual({
          variant: headerStyleFor(page, image),
          hidden: false,
        });
      }),
    );
  });

  it('is always one of the five, and once scrolled past the header it is the motion variant, never transparent', () => {
    fc.assert(
      fc.property(lookArb, motionArb, scrollArb, fc.boolean(), (look, motion, scroll, hold) => {
        const p = headerPresentation(look, motion, scroll, hold);
        expect(headerVariants).toContain(p.variant);
        if (scroll.lastY >= headerScroll.alwaysVisibleUnder) expect(p.variant).toBe(motion);
        else expect(p.variant).toBe(look);
      }),
    );
  });

  it('only reveal hides, only on the way down, and never while something in it has focus', () => {
    fc.assert(
      fc.property(lookArb, motionArb, scrollArb, fc.boolean(), (look, motion, scroll, hold) => {
        const p = headerPresentation(look, motion, scroll, hold);
        expect(p.hidden).toBe(motion === 'reveal' && scroll.hidden && !hold);
        if (motion === 'fixed') expect(p.hidden).toBe(false);
      }),
    );
    const down = [100, 400, 800].reduce(nextHeaderScroll, initialHeaderScroll);
    expect(headerPresentation('solid', 'reveal', down).hidden).toBe(true);
    expect(headerPresentation('solid', 'reveal', nextHeaderScroll(down, 700)).hidden).toBe(false);
  });

  it('bar heights are 55, 64 and 80 px by viewport width, growing with it; the global nav adds 32 px', () => {
    expect([320, 759, 760, 1023, 1024, 1920].map(headerBarHeight)).toEqual([55, 55, 64, 64, 80, 80]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), fc.boolean(), (a, b, nav) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(headerBarHeight(narrow)).toBeLessThanOrEqual(headerBarHeight(wide));
        expect([55, 64, 80]).toContain(headerBarHeight(a));
        expect(headerTotalHeight(a, nav) - headerBarHeight(a)).toBe(nav ? 32 : 0);
      }),
    );
    expect(headerBarHeight(Number.NaN)).toBe(55);
  });
});
