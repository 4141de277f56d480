import { standInPaths } from '../config/default-config';

/**
 * Deployment settings from the environment, shared by `npm start`, `npm run dev`
 * and the browser tests. Only what is set is passed on; app/config fills the
 * defaults and validates, naming any bad setting.
 *   UZFC_ADAPTERS=memory        serve the pages from in-memory adapters (the accounts, checkout and media
 *                               from the configured services: scripts/start/site-with-services.ts runs them in process)
 *   UZFC_STAND_IN_ORIGIN=...    where the stand-in club services answer
 *   UZFC_SERVICE_<NAME>=url     override one service, e.g. UZFC_SERVICE_WEBAPI
 *   UZFC_MENU_LAYOUT=tiles      full-screen menu layout: split | tiles | list | centred
 *   UZFC_TAG_MANAGER=1          the tag manager dataLayer: Consent Mode, and page views and events with analytics consent
 */
export function siteSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  standInOrigin: string,
  siteOrigin: string,
): Record<string, unknown> {
  const services: Record<string, string> = {};
  for (const [name, path] of Object.entries(standInPaths)) {
    services[name] = env[`UZFC_SERVICE_${name.toUpperCase()}`] ?? standInOrigin + path;
  }
  const settings: Record<string, unknown> = { services, siteOrigin };
  if (env.UZFC_ADAPTERS) settings.adapters = env.UZFC_ADAPTERS;
  if (env.UZFC_MENU_LAYOUT) settings.menuLayout = env.UZFC_MENU_LAYOUT;
  if (env.UZFC_TIMEOUT_MS) settings.requestTimeoutMs = Number(env.UZFC_TIMEOUT_MS);
  if (env.UZFC_TAG_MANAGER) settings.tagManagerEnabled = env.UZFC_TAG_MANAGER === '1';
  return settings;
}
