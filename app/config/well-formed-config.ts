import type { AppConfig } from './app-config';
import { serviceNames } from './service-names';
import { isRecord } from './merge-settings';
import { adapterModes, menuLayoutOverrides, requestTimeoutMs, urlProtocol } from './config-limits';

const oneOf = (values: readonly string[], v: unknown): boolean => typeof v === 'string' && values.includes(v);

/** an address written plainly (no spaces to trim, '://' after the scheme) that URL reads, in an allowed protocol */
const plainHttpUrl = (v: unknown): v is string =>
  typeof v === 'string' && /^[a-z]+:\/\/\S+$/i.test(v) && urlProtocol.test(protocolOf(v));

// new URL rather than URL.canParse, which browsers before 2023 lack
function protocolOf(address: string): string {
  try {
    return new URL(address).protocol.slice(0, -1);
  } catch {
    return '';
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
  const { adapters, services, siteOrigin, requestTimeoutMs: timeout, menuLayout, tagManagerEnabled } = settings;
  const ok =
    oneOf(adapterModes, adapters) &&
    oneOf(menuLayoutOverrides, menuLayout) &&
    typeof tagManagerEnabled === 'boolean' &&
    Number.isSafeInteger(timeout) &&
    (timeout as number) >= requestTimeoutMs.min &&
    (timeout as number) <= requestTimeoutMs.max &&
    plainHttpUrl(siteOrigin) &&
    serviceNames.every((name) => plainHttpUrl(services[name]));
  if (!ok) return undefined;
  return {
    adapters,
    siteOrigin,
    requestTimeoutMs: timeout,
    menuLayout,
    tagManagerEnabled,
    services: Object.fromEntries(serviceNames.map((name) => [name, services[name]])),
  } as AppConfig;
}
