import { site, type SeenPromosStore } from '@core';
import type { CookieJar } from './cookie-jar';

export const SEEN_PROMOS_COOKIE = 'uzfc_seen_promos';
export const CONSENT_COOKIE = 'uzfc_cookie_consent';

const PROMO_ID = /^[A-Za-z0-9_-]{1,64}$/;
// a cookie holds about 4 KB; the newest ids are the ones that matter
const MAX_SEEN = 50;

/** The overlay seen-list: a comma-separated id list lasting to 2099 (spec). Garbage entries are dropped. */
export function createSeenPromosBrowser(jar: CookieJar): SeenPromosStore {
  const read = (): string[] => (jar.read(SEEN_PROMOS_COOKIE) ?? '').split(',').filter((id) => PROMO_ID.test(id));
  return {
    read: () => new Set(read()),
    add(promoID) {
      if (!PROMO_ID.test(promoID)) return;
      const ids = [...read().filter((id) => id !== promoID), promoID].slice(-MAX_SEEN);
      jar.write(SEEN_PROMOS_COOKIE, ids.join(','), { expires: new Date(site.cookieLifetimes.promoSeenExpires) });
    },
  };
}

/** Same shape as ui/services ConsentStore (adapters may not import ui). */
export interface ConsentRecord {
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly personalisation: boolean;
  readonly all: boolean;
}

const CONSENT_KEYS = ['analytics', 'marketing', 'personalisation', 'all'] as const;

/** Consent as a whole in one cookie for 60 days; anything but the exact shape reads as "not chosen". */
export function createConsentStoreBrowser(jar: CookieJar) {
  return {
    read(): ConsentRecord | null {
      const raw = jar.read(CONSENT_COOKIE);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return null;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      const record = parsed as Record<string, unknown>;
      if (
        Object.keys(record).length !== CONSENT_KEYS.length ||
        !CONSENT_KEYS.every((k) => typeof record[k] === 'boolean')
      )
        return null;
      return {
        analytics: record.analytics as boolean,
        marketing: record.marketing as boolean,
        personalisation: record.personalisation as boolean,
        all: record.all as boolean,
      };
    },
    write(consent: ConsentRecord): void {
      const whole = {
        analytics: consent.analytics,
        marketing: consent.marketing,
        personalisation: consent.personalisation,
        all: consent.all,
      };
      jar.write(CONSENT_COOKIE, JSON.stringify(whole), { maxAgeSeconds: site.cookieLifetimes.consentSeconds });
    },
  };
}
