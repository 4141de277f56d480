/**
 * fast-check arbitraries for the accessibility settings: every valid combination, and what
 * a device's storage may hold instead (another version, a hand edit, junk).
 */
import fc from 'fast-check';
import { TEXT_SIZES } from '@core/accessibility/accessibility-attributes';
import { ACCESSIBILITY_SWITCHES, type AccessibilitySettings } from '@core/accessibility/accessibility-settings';

export const arbitrarySettings: fc.Arbitrary<AccessibilitySettings> = fc.record({
  textSize: fc.constantFrom(...TEXT_SIZES),
  highContrast: fc.boolean(),
  underlineLinks: fc.boolean(),
  readableFont: fc.boolean(),
  pauseMotion: fc.boolean(),
  readingGuide: fc.boolean(),
});

/** A stored text: valid settings, the same with one value tampered or missing, or anything at all. */
export const arbitraryStoredText: fc.Arbitrary<string | null> = fc.oneof(
  arbitrarySettings.map((s) => JSON.stringify(s)),
  fc
    .tuple(arbitrarySettings, fc.constantFrom<string>('textSize', ...ACCESSIBILITY_SWITCHES), fc.jsonValue())
    .map(([s, key, value]) => JSON.stringify({ ...s, [key]: value })),
  fc
    .tuple(arbitrarySettings, fc.constantFrom<string>('textSize', ...ACCESSIBILITY_SWITCHES))
    .map(([s, key]) => JSON.stringify({ ...s, [key]: undefined })),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant(null),
);
