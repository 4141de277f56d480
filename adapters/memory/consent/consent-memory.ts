/**
 * Cookie consent kept in memory. The ConsentStore type lives in ui/services, which
 * adapters may not import, so its shape is repeated here; TypeScript checks the two
 * agree where test/support binds this to Ports.consent.
 */
export interface MemoryCookieConsent {
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly personalisation: boolean;
  readonly all: boolean;
}

export function createConsentStoreMemory(initial: MemoryCookieConsent | null = null) {
  let value = initial;
  return {
    read: (): MemoryCookieConsent | null => value,
    write: (consent: MemoryCookieConsent): void => {
      value = { ...consent };
    },
  };
}
