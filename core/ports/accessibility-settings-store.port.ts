import type { AccessibilitySettings } from '../accessibility/accessibility-settings';

/**
 * The fan's accessibility settings, remembered on this device (site: localStorage).
 * Asynchronous because the browser's adapter validates what it reads and loads with
 * the settings panel, not with every page.
 */
export interface AccessibilitySettingsStore {
  /** null when nothing valid was saved (never saved, another version, a hand edit) */
  read(): Promise<AccessibilitySettings | null>;
  /** a write that cannot be kept (storage full or blocked) is dropped: the settings hold for this page */
  write(settings: AccessibilitySettings): Promise<void>;
}
