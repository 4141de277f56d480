import type { Advert, Promo, Sponsor } from '../commercial/commercial-types';
import type { AnalyticsSubject } from './analytics-actions';

/** An advert as the analytics event names it (ANALYTICS-1: advertID, advertName, advertRef, campaignRef). */
export function advertSubject(a: Advert): AnalyticsSubject {
  return { advertID: a.id, advertName: a.advertName, advertRef: a.advertRef, campaignRef: a.campaignRef };
}

/** A sponsor has no advert or campaign reference: its id and title fill the advert's fields. */
export function sponsorSubject(s: Sponsor): AnalyticsSubject {
  return { advertID: s.sponsorID, advertName: s.title };
}

/** An overlay promo: its id, and its picture's text as its name. */
export function promoSubject(p: Promo): AnalyticsSubject {
  return { advertID: p.promoID, advertName: p.imageAltText };
}
