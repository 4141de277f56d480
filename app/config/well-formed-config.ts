import type { AppConfig } from './app-config';
import { serviceNames } from './service-names';
import { isRecord } from './merge-settings';

const adapterModes: readonly unknown[] = ['http', 'memory'];
const menuLayouts: readonly unknown[] = ['', 'split', 'tiles', 'list', 'centred'];

/** an http(s) address written plainly: no spaces to trim, something URL reads, and '://' after the scheme */
const plainHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/\S+$/i.test(v) && parses(v);

// new URL rather than URL.canParse, which browsers before 2023 lack
function parses(address: string): boolean {
  try {
    return Boolean(new URL(address));
  } catch {
    return false;
  }
}

/**
 * The browser's first check of the settings the server wrote into the page, without zod in
 * every page's first bundle: it says yes only to settings app-config.ts's schema accepts
 * unchanged (a property test holds it to that), and returns them with nothing else. Anything
 * else, odd but maybe valid, or wrong, goes to the schema itself (loaded then), which names the
 * bad setting.
 */
export function wellFormedConfig(settings: unknown): AppConfig | undefined {
  if (!isRecord(settings) || !isRecord(settings.services)) return undefined;
  const { adapters, services, siteOrigin, requestTimeoutMs, menuLayout, tagManagerEnabled } = settings;
  const ok =
    adapterModes.includes(adapters) &&
    menuLayouts.includes(menuLayout) &&
    typeof tagManagerEnabled === 'boolean' &&
    Number.isSafeInteger(requestTimeoutMs) &&
    (requestTimeoutMs as number) >= 500 &&
    (requestTimeoutMs as number) <= 60_000 &&
    plainHttpUrl(siteOrigin) &&
    serviceNames.every((name) => plainHttpUrl(services[name]));
  if (!ok) return undefined;
  return {
    adapters,
    siteOrigin,
    requestTimeoutMs,
    menuLayout,
    tagManagerEnabled,
    services: Object.fromEntries(serviceNames.map((name) => [name, services[name]])),
  } as AppConfig;
}
