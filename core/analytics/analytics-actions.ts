/**
 * The actions the club counts (ANALYTICS-1, ANALYTICS-2).
 * One list, so a typo in a feature is a type error rather than a silently uncounted event.
 */
export const analyticsActions = [
  'page-view',
  'advert-impression',
  'advert-click',
  'sponsor-impression',
  'sponsor-click',
  'promo-impression',
  'promo-click',
  'promo-dismiss',
  'search',
  'sign-in-completed',
  'registration-completed',
  'package-viewed',
  'checkout-started',
  'purchase-returned',
  'video-start',
  'video-progress-25',
  'video-progress-50',
  'video-progress-75',
  'video-progress-100',
  'video-end',
  'live-stream-start',
  'audio-start',
] as const;

export type AnalyticsAction = (typeof analyticsActions)[number];

/** What an advert, sponsor or promo event names (all optional in the spec's event). */
export interface AnalyticsSubject {
  readonly advertID?: string;
  readonly advertName?: string;
  readonly advertRef?: string;
  readonly campaignRef?: string;
}
