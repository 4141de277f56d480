/**
 * Consent Mode v2: the five signals current tag managers read before any tag fires,
 * derived from the site's three cookie categories. A signal is granted only when every
 * category it stands for was accepted, so a fan who refused something can never have it
 * granted by another choice: analytics gives analytics_storage; marketing gives ad_storage
 * and ad_user_data; ad_personalization needs marketing AND personalisation (personalised
 * adverts are both); personalisation gives personalization_storage.
 */
export type ConsentSignal = 'granted' | 'denied';

export interface ConsentModeState {
  readonly ad_storage: ConsentSignal;
  readonly analytics_storage: ConsentSignal;
  readonly ad_user_data: ConsentSignal;
  readonly ad_personalization: ConsentSignal;
  readonly personalization_storage: ConsentSignal;
}

export interface ConsentCategories {
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly personalisation: boolean;
}

const signal = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied');

export function consentModeOf({ analytics, marketing, personalisation }: ConsentCategories): ConsentModeState {
  return {
    ad_storage: signal(marketing),
    analytics_storage: signal(analytics),
    ad_user_data: signal(marketing),
    ad_personalization: signal(marketing && personalisation),
    personalization_storage: signal(personalisation),
  };
}

/** The default every page starts from, before the fan (or their stored choice) says otherwise. */
export const CONSENT_MODE_DEFAULT: ConsentModeState = consentModeOf({
  analytics: false,
  marketing: false,
  personalisation: false,
});

/** true when two states say the same for every signal (an unchanged choice is not pushed again) */
export function sameConsentMode(a: ConsentModeState, b: ConsentModeState): boolean {
  return (Object.keys(a) as (keyof ConsentModeState)[]).every((k) => a[k] === b[k]);
}
