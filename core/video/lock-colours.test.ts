import fc from 'fast-check';
import { contrastRatio } from '../accessibility/colour-contrast';
import { lockColours, streamLockColours } from './lock-colours';
import type { LiveUpgradeColours } from './video-types';

const hex6 = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((cs) => `#${cs.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
/** a colour as a service might send it: a good one, or a slip */
const sent = fc.oneof(
  { weight: 4, arbitrary: hex6 },
  { weight: 1, arbitrary: fc.constantFrom('red', '#12', '', '#fff; color:red') },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const colours: fc.Arbitrary<LiveUpgradeColours> = fc.record(
  { background: sent, foreground: sent, buttonBackground: sent, buttonForeground: sent },
  { requiredKeys: [] },
) as fc.Arbitrary<LiveUpgradeColours>;

const site = streamLockColours;
const painted = (c: LiveUpgradeColours | undefined) => {
  const { panel, button } = lockColours(c);
  return {
    panel: panel ?? { background: site.background, foreground: site.foreground },
    button: button ?? { background: site.buttonBackground, foreground: site.buttonForeground },
  };
};

describe('lockColours', () => {
  it("the site's own colours pass the checks they are the fallback of", () => {
    expect(contrastRatio(site.background, site.foreground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(site.buttonBackground, site.buttonForeground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(site.buttonBackground, site.background)).toBeGreaterThanOrEqual(3);
  });

  it('whatever colours are sent, what the lock paints keeps AA: text 4.5:1, the button 3:1 against the lock', () => {
    fc.assert(
      fc.property(colours, (c) => {
        const { panel, button } = painted(c);
        expect(contrastRatio(panel.background, panel.foreground)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(button.background, button.foreground)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(button.background, panel.background)).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 500 },
    );
  });

  it('a colour that is not a well-formed hex colour is never painted', () => {
    fc.assert(
      fc.property(colours, (c) => {
        const { panel, button } = lockColours(c);
        for (const v of [panel?.background, panel?.foreground, button?.background, button?.foreground])
          if (v !== undefined) expect(v).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });

  it('a branding that keeps AA everywhere is used as sent', () => {
    fc.assert(
      fc.property(hex6, hex6, hex6, hex6, (background, foreground, buttonBackground, buttonForeground) => {
        fc.pre(contrastRatio(background, foreground) >= 4.5);
        fc.pre(contrastRatio(buttonBackground, buttonForeground) >= 4.5);
        fc.pre(contrastRatio(buttonBackground, background) >= 3);
        expect(lockColours({ background, foreground, buttonBackground, buttonForeground })).toEqual({
          panel: { background, foreground },
          button: { background: buttonBackground, foreground: buttonForeground },
        });
      }),
    );
  });

  it("falls back pair by pair: faint text drops the lock's colours, a faint button drops only the button", () => {
    const brandedButton = { buttonBackground: '#ffc233', buttonForeground: '#1c0a12' };
    expect(lockColours({ background: '#ffffff', foreground: '#cccccc', ...brandedButton })).toEqual({
      panel: null,
      button: { background: '#ffc233', foreground: '#1c0a12' },
    });
    expect(
      lockColours({
        background: '#4a0d2c',
        foreground: '#ffffff',
        buttonBackground: '#eeeeee',
        buttonForeground: '#dddddd',
      }),
    ).toEqual({ panel: { background: '#4a0d2c', foreground: '#ffffff' }, button: null });
    expect(lockColours(undefined)).toEqual({ panel: null, button: null });
    // half a pair is no pair
    expect(lockColours({ background: '#000000' })).toEqual({ panel: null, button: null });
  });

  it("a branded lock the site's gold button would vanish on keeps the site's colours", () => {
    // black on a gold-like background: AA text, but the site's gold button is 1.1:1 on it
    expect(lockColours({ background: '#f5c000', foreground: '#000000' })).toEqual({ panel: null, button: null });
  });
});
