import type { AccessibilitySettingsStore } from '../ports/accessibility-settings-store.port';
import { defaultAccessibilitySettings, type AccessibilitySettings } from './accessibility-settings';

export interface AccessibilitySettingsUseCase {
  /** what the device remembers, or the defaults when it remembers nothing valid */
  read(): Promise<AccessibilitySettings>;
  save(settings: AccessibilitySettings): Promise<void>;
}

export const makeAccessibilitySettings = ({
  store,
}: {
  store: AccessibilitySettingsStore;
}): AccessibilitySettingsUseCase => ({
  read: async () => {
    try {
      return (await store.read()) ?? defaultAccessibilitySettings;
    } catch {
      // a store that cannot be read at all (its code failed to load) means the defaults
      return defaultAccessibilitySettings;
    }
  },
  save: async (settings) => {
    try {
      await store.write(settings);
    } catch {
      // not remembered: the settings still hold on this page
    }
  },
});
