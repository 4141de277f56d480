/**
 * The accessibility settings' storage adapter (zod at the edge) loads with the settings
 * panel, not with every page: the page's head script has already applied the stored
 * settings before the first paint, so nothing needs the adapter until the fan opens the
 * panel. This thin stand-in imports it once and hands every call to it.
 */
import type { AccessibilitySettingsStore } from '@core';

export function lazyAccessibilitySettingsStore(): AccessibilitySettingsStore {
  let store: Promise<AccessibilitySettingsStore> | undefined;
  const load = () =>
    (store ??= import('@adapters/browser/accessibility/accessibility-settings-store-browser').then((m) =>
      m.createAccessibilitySettingsStoreBrowser(),
    ));
  return {
    read: async () => (await load()).read(),
    write: async (settings) => (await load()).write(settings),
  };
}
