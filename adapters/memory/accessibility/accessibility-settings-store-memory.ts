import type { AccessibilitySettings, AccessibilitySettingsStore } from '@core';

/** The accessibility settings held in memory (tests, stories); `saved` shows what was last written. */
export function createAccessibilitySettingsStoreMemory(
  initial: AccessibilitySettings | null = null,
): AccessibilitySettingsStore & {
  readonly saved: AccessibilitySettings | null;
} {
  let saved = initial;
  return {
    get saved() {
      return saved;
    },
    read: async () => saved,
    write: async (settings) => {
      saved = { ...settings };
    },
  };
}
