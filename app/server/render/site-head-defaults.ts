import type { LoadWebSettings } from '@core';
import { cachedValue } from '../cached-value';
import { headDefaultsOf, type HeadDefaults } from './page-head';

/** how long an instance reuses the web settings' meta texts (they change rarely; a page is cached longer by the CDN) */
export const HEAD_DEFAULTS_MS = 60_000;

/**
 * The web settings' meta texts for every page's head, asked once a minute rather than per
 * render. When the settings service fails the index.html's own texts stand in, and the
 * next render asks again.
 */
export function siteHeadDefaults(
  load: LoadWebSettings,
  templateDescription: string,
  now: () => number = Date.now,
): () => Promise<HeadDefaults> {
  const cached = cachedValue(
    async () => {
      const settings = await load().catch(() => null);
      return {
        ok: settings?.ok === true,
        defaults: headDefaultsOf(settings?.ok ? settings.value.meta : null, templateDescription),
      };
    },
    (v) => (v.ok ? HEAD_DEFAULTS_MS : 0),
    now,
  );
  return async () => (await cached()).defaults;
}
