/** Sponsors, adverts and overlay promos (COMMERCIAL-1, COMMERCIAL-3, PROMO-1). Times are ISO strings (UTC). */
export interface Sponsor {
  readonly sponsorID: string;
  readonly title: string;
  readonly url: string;
  readonly imageKey: string;
  readonly published: boolean;
  readonly forcedOrder: number;
  readonly isChildFriendly: boolean;
}

export interface SponsorRow {
  readonly rowID: string;
  readonly adminName: string;
  readonly forcedOrder: number;
  readonly sponsorSize: 'large' | 'small';
  readonly title: string;
  readonly titleSize: string;
  readonly sponsors: readonly Sponsor[];
}

/** the places a sponsor section can sit (COMMERCIAL-4: each exists for the app and the web) */
export const sponsorSectionNames = [
  'news-listing',
  'fixtures-first-team',
  'app-loading-screen',
  'match-centre-first-team',
  'player-of-the-match',
  'homepage-news',
] as const;
export type SponsorSectionName = (typeof sponsorSectionNames)[number];

/** Sponsor section (web settings payload): a titled group of sponsors shown in one place of the site or the app. */
export interface SponsorSection {
  readonly sectionID: string;
  readonly name: string;
  readonly type: 'app' | 'web';
  readonly active: boolean;
  readonly sponsors: readonly Sponsor[];
}

export interface HeaderSponsor {
  /** image-library key */
  readonly image: string;
  readonly name: string;
  readonly childFriendly: boolean;
}

/**
 * A footer advert, one type for both wire shapes (COMMERCIAL-1): v2 (by slot) as it is; v1
 * (advertID, advertName, targetUrl, childFriendly, imageData.Location) mapped by the HTTP
 * adapter to an advert that is enabled, for the web and always in its window, with no refs.
 */
export interface Advert {
  readonly id: string;
  readonly advertName: string;
  readonly advertRef: string;
  readonly campaignRef: string;
  readonly url: string;
  readonly enabled: boolean;
  /** '' or 'web' are shown on the website; anything else belongs to another channel */
  readonly channel: string;
  readonly childFriendly: boolean;
  readonly timings: { readonly startUTC: string; readonly endUTC: string };
  readonly images: readonly AdvertImage[];
}

export interface AdvertImage {
  readonly type: string;
  /** image-library key ('' when the picture lives elsewhere: see src) */
  readonly imageKey: string;
  /** an absolute http(s) address of a picture outside the image library (v1's imageData.Location) */
  readonly src?: string;
}

export type PromoSize = 'Default' | 'Mini';

export interface Promo {
  readonly promoID: string;
  readonly startDateTime: string;
  readonly endDateTime: string;
  readonly type: PromoSize;
  readonly url: string;
  readonly webNewWindow: boolean;
  readonly imageKey: string;
  readonly imageAltText: string;
}
