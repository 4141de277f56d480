import type { ConsentStore, CookieConsent } from '../ports/consent-store.port';

const ALL: CookieConsent = { analytics: true, marketing: true, personalisation: true, all: true };
const ESSENTIAL_ONLY: CookieConsent = { analytics: false, marketing: false, personalisation: false, all: false };

/** The visitor's cookie choice: read once at start, then one of the popup's two answers. */
export interface CookieConsentUseCase {
  /** the choice stored on this device, or null until the visitor has chosen */
  stored(): CookieConsent | null;
  /** stores and returns consent to every category */
  acceptAll(): CookieConsent;
  /** stores and returns consent to essential cookies only */
  onlyEssential(): CookieConsent;
}

/** Consent is written as a whole (CONSENT-2), never one category at a time. */
export function makeCookieConsent({ consent }: { consent: ConsentStore }): CookieConsentUseCase {
  const choose = (choice: CookieConsent) => {
    consent.write(choice);
    return choice;
  };
  return { stored: () => consent.read(), acceptAll: () => choose(ALL), onlyEssential: () => choose(ESSENTIAL_ONLY) };
}
