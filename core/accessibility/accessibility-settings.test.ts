import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SWITCH_ATTRIBUTES, TEXT_SIZES, TEXT_SIZE_ATTRIBUTE } from './accessibility-attributes';
import {
  ACCESSIBILITY_SWITCHES,
  defaultAccessibilitySettings,
  documentAttributes,
  motionPaused,
  sameSettings,
  settingsFromAttributes,
  withSwitch,
  withTextSize,
} from './accessibility-settings';
import { arbitrarySettings } from '@test/arbitraries/accessibility-arbitraries';
import { makeAccessibilitySettings } from './manage-accessibility-settings';

const arbitrarySwitch = fc.constantFrom(...ACCESSIBILITY_SWITCHES);

describe('accessibility settings rules', () => {
  it('offers at least three steps above 100%, up to exactly 200%', () => {
    expect(TEXT_SIZES[0]).toBe(100);
    expect(TEXT_SIZES.at(-1)).toBe(200);
    expect(TEXT_SIZES.length).toBeGreaterThanOrEqual(4);
    expect([...TEXT_SIZES].sort((a, b) => a - b)).toEqual([...TEXT_SIZES]);
  });

  it('every switch has its own attribute on the page', () => {
    expect(SWITCH_ATTRIBUTES.map(([key]) => key)).toEqual(ACCESSIBILITY_SWITCHES);
    expect(new Set(SWITCH_ATTRIBUTES.map(([, name]) => name)).size).toBe(ACCESSIBILITY_SWITCHES.length);
    expect(Object.keys(defaultAccessibilitySettings).sort()).toEqual(['textSize', ...ACCESSIBILITY_SWITCHES].sort());
  });

  it('a text size change keeps every other setting', () => {
    fc.assert(
      fc.property(arbitrarySettings, fc.constantFrom(...TEXT_SIZES), (s, size) => {
        const next = withTextSize(s, size);
        expect(next.textSize).toBe(size);
        expect({ ...next, textSize: s.textSize }).toEqual(s);
      }),
    );
  });

  it('a switch changes only itself, and setting it twice is the same as once', () => {
    fc.assert(
      fc.property(arbitrarySettings, arbitrarySwitch, fc.boolean(), (s, key, on) => {
        const next = withSwitch(s, key, on);
        expect(next[key]).toBe(on);
        expect({ ...next, [key]: s[key] }).toEqual(s);
        expect(withSwitch(next, key, on)).toBe(next);
      }),
    );
  });

  it('the page attributes say everything the settings say (read back, they are the same settings)', () => {
    fc.assert(
      fc.property(arbitrarySettings, (s) => {
        const attributes = documentAttributes(s);
        const back = settingsFromAttributes((name) => attributes[name] ?? null);
        expect(back).toEqual(s);
        expect(sameSettings(back, s)).toBe(true);
      }),
    );
  });

  it('the defaults set no attribute at all, so a page without settings is untouched', () => {
    expect(Object.values(documentAttributes(defaultAccessibilitySettings)).every((v) => v === null)).toBe(true);
    expect(documentAttributes(withTextSize(defaultAccessibilitySettings, 200))[TEXT_SIZE_ATTRIBUTE]).toBe('200');
  });

  it('unknown attribute values read as the defaults', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (junk) => {
        const s = settingsFromAttributes((name) => junk[name] ?? null);
        expect(TEXT_SIZES).toContain(s.textSize);
      }),
    );
    expect(settingsFromAttributes((name) => (name === TEXT_SIZE_ATTRIBUTE ? '300' : 'yes'))).toEqual(
      defaultAccessibilitySettings,
    );
  });

  it('motion is paused by the fan or by the device, never unpaused by one when the other asks', () => {
    fc.assert(
      fc.property(arbitrarySettings, fc.boolean(), (s, device) => {
        expect(motionPaused(s, device)).toBe(s.pauseMotion || device);
      }),
    );
  });
});

describe('makeAccessibilitySettings', () => {
  it('reads the defaults when nothing is remembered or the store fails, and never throws on save', async () => {
    const empty = makeAccessibilitySettings({ store: { read: async () => null, write: async () => {} } });
    expect(await empty.read()).toEqual(defaultAccessibilitySettings);
    const broken = makeAccessibilitySettings({
      store: { read: () => Promise.reject(new Error('chunk failed')), write: () => Promise.reject(new Error('full')) },
    });
    expect(await broken.read()).toEqual(defaultAccessibilitySettings);
    await expect(broken.save(defaultAccessibilitySettings)).resolves.toBeUndefined();
  });
});
