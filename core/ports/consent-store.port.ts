/** Cookie consent persistence (a cookie adapter in the browser, 60 days). */
export interface CookieConsent {
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly personalisation: boolean;
  readonly all: boolean;
}

export interface ConsentStore {
  /** null until the visitor has chosen */
  read(): CookieConsent | null;
  write(consent: CookieConsent): void;
}
