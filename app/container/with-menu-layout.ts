import type { MenuLayout, WebSettingsPort } from '@core';

/**
 * The deployment can pick the full-screen menu layout (UZFC_MENU_LAYOUT) over the
 * one the web settings carry, e.g. to preview a layout before the CMS changes.
 */
export function withMenuLayout(port: WebSettingsPort, layout: MenuLayout | ''): WebSettingsPort {
  if (layout === '') return port;
  return {
    async get() {
      const settings = await port.get();
      return settings.ok ? { ok: true, value: { ...settings.value, menuLayout: layout } } : settings;
    },
  };
}
