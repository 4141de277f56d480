import fc from 'fast-check';
import { contrastRatio, parseHexColour, relativeLuminance } from './colour-contrast';

const hex6 = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((cs) => `#${cs.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('colour contrast (WCAG 2.2)', () => {
  it('knows the ends and the site pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // the site's pairs (tokens.css): white on navy, navy on gold
    expect(contrastRatio('#ffffff', '#0b1d3a')).toBeGreaterThan(16);
    expect(contrastRatio('#0b1d3a', '#f2b705')).toBeGreaterThan(9);
    // #767676 is the palest grey that keeps AA on white
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('is symmetric, between 1 and 21, and 1 only for equal luminance', () => {
    fc.assert(
      fc.property(hex6, hex6, (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBe(contrastRatio(b, a));
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21 + 1e-9);
        if (relativeLuminance(a) !== relativeLuminance(b)) expect(r).toBeGreaterThan(1);
      }),
    );
  });

  it("reads '#rgb' and '#rrggbb' in any case, as '#rrggbb'", () => {
    expect(parseHexColour('#FfF')).toBe('#ffffff');
    expect(parseHexColour(' #4A0D2C ')).toBe('#4a0d2c');
    fc.assert(
      fc.property(hex6, (h) => {
        expect(parseHexColour(h.toUpperCase())).toBe(h);
      }),
    );
  });

  it('reads nothing else as a colour, so no other CSS can come through', () => {
    for (const bad of ['red', 'rgb(0,0,0)', '#12345', '#1234567', '#ggg', '#fff; background:url(x)', '', 7, null])
      expect(parseHexColour(bad)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parsed = parseHexColour(s);
        if (parsed !== null) expect(parsed).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });
});
