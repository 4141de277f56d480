/**
 * The accessibility settings in localStorage, for this device only. What is stored is
 * checked by zod at this edge: another version's shape, a hand edit or junk reads as
 * "nothing saved" (the defaults), exactly as the page's head script reads it, so the
 * first paint and the settings panel never disagree. Missing or blocked storage reads
 * as nothing saved, and a write that fails is dropped.
 */
import * as z from 'zod/mini';
import type { AccessibilitySettings, AccessibilitySettingsStore } from '@core';
import { ACCESSIBILITY_STORAGE_KEY, TEXT_SIZES } from '@core/accessibility/accessibility-attributes';
import { webStorage, writeQuietly, type WebStorage } from '../shared/web-storage';

// every known key required with its exact type; keys a later version adds are ignored
const storedSettingsSchema = z.object({
  textSize: z.literal(TEXT_SIZES),
  highContrast: z.boolean(),
  underlineLinks: z.boolean(),
  readableFont: z.boolean(),
  pauseMotion: z.boolean(),
  readingGuide: z.boolean(),
});

/** The settings in a stored text, or null when it is not exactly valid settings. */
export function parseStoredAccessibilitySettings(raw: string | null): AccessibilitySettings | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = z.safeParse(storedSettingsSchema, value);
  if (!parsed.success) return null;
  const { textSize, highContrast, underlineLinks, readableFont, pauseMotion, readingGuide } = parsed.data;
  return { textSize, highContrast, underlineLinks, readableFont, pauseMotion, readingGuide };
}

export function createAccessibilitySettingsStoreBrowser(
  storage: () => Pick<WebStorage, 'getItem' | 'setItem'> | null = webStorage('localStorage'),
): AccessibilitySettingsStore {
  return {
    async read() {
      try {
        return parseStoredAccessibilitySettings(storage()?.getItem(ACCESSIBILITY_STORAGE_KEY) ?? null);
      } catch {
        return null;
      }
    },
    async write(settings) {
      const { textSize, highContrast, underlineLinks, readableFont, pauseMotion, readingGuide } = settings;
      // full or blocked: the settings hold for this page only
      writeQuietly(storage, (s) =>
        s.setItem(
          ACCESSIBILITY_STORAGE_KEY,
          JSON.stringify({ textSize, highContrast, underlineLinks, readableFont, pauseMotion, readingGuide }),
        ),
      );
    },
  };
}
