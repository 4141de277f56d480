/**
 * Sponsors, footer adverts (v2) and overlay promos. Advert and promo windows are laid out
 * from the start of the UTC day the service started on, so a demo on any day has active,
 * expired and future ones (and they stay stable while it runs).
 */
import { seasonLabel, seasonOf } from '../match-data/season-calendar';
import type { AdvertV1Wire, AdvertWire } from './advert-wire';
import type { PromoListWire, PromoWire } from './promo-wire';
import type { HeaderSponsorWire, SponsorRowWire, SponsorWire } from './sponsor-wire';

const sponsor = (n: number, title: string, forcedOrder: number, extra: Partial<SponsorWire> = {}): SponsorWire => ({
  sponsorID: `sponsor-${n}`,
  title,
  url: `https://partner${n}.example`,
  imageKey: `sponsor-${n}`,
  published: true,
  forcedOrder,
  isChildFriendly: true,
  campaignID: `campaign-${100 + n}`,
  adminName: `${title} (logo)`,
  mediaLibraryID: `media-${500 + n}`,
  ...extra,
});

const mainSponsors = [sponsor(1, 'Zenith Energy', 1), sponsor(2, 'Summit Bank', 2), sponsor(3, 'Apex Sportswear', 3)];

const smallNames = [
  'Harbour Logistics',
  'Crestline Motors',
  'Upper Valley Water',
  'Northlight Media',
  'Peak Print',
  'Ridge Telecom',
  'Skyway Travel',
  'Ironbridge Builders',
  'Goldleaf Brewery',
  'Meadow Dairy',
  'Castle Insurance',
  'Brightwell Health',
  'Vantage Legal',
  'Kestrel Air',
  'Tarn Outdoor',
  'Fellside Foods',
  'Beacon Betting',
  'Lakeshore Hotels',
  'Quarry Stone',
  'Moorland Radio',
];

// 20 published small sponsors (gambling and brewery ones are not child friendly) plus one unpublished
const otherSponsors = [
  ...smallNames.map((name, i) =>
    sponsor(10 + i, name, 20 - i, { isChildFriendly: !/Betting|Brewery|Lakeshore/.test(name) }),
  ),
  sponsor(40, 'Withdrawn Partner', 21, { published: false }),
];

// a tuple (as const), so readers may name rows by place; satisfies keeps it a valid answer
export const seedSponsorRows = [
  {
    rowID: 'row-main',
    adminName: 'Main partners',
    forcedOrder: 1,
    sponsorSize: 'large',
    title: 'Principal Partners',
    titleSize: 'h3',
    sponsors: mainSponsors,
  },
  {
    rowID: 'row-others',
    adminName: 'Official partners',
    forcedOrder: 2,
    sponsorSize: 'small',
    title: 'Official Partners',
    titleSize: 'h4',
    sponsors: otherSponsors,
  },
] as const satisfies readonly SponsorRowWire[];

export const seedHeaderSponsor: NonNullable<HeaderSponsorWire['headerSponsor']> = {
  image: 'sponsor-1-header',
  name: 'Zenith Energy',
  childFriendly: true,
};

const DAY = 86_400_000;
const dayStart = (nowMs: number): number => Math.floor(nowMs / DAY) * DAY;
const iso = (ms: number): string => new Date(ms).toISOString();

export function seedFooterAdverts(startedAtMs: number): readonly AdvertWire[] {
  const d = dayStart(startedAtMs);
  const advert = (
    n: number,
    name: string,
    extra: { enabled?: boolean; channel?: string; childFriendly?: boolean; from?: number; to?: number } = {},
  ): AdvertWire => ({
    id: `advert-${n}`,
    advertName: name,
    advertRef: `ADV-${n}`,
    campaignRef: `CMP-${200 + n}`,
    url: `https://advertiser${n}.example`,
    enabled: extra.enabled ?? true,
    channel: extra.channel ?? 'web',
    childFriendly: extra.childFriendly ?? true,
    timings: { startUTC: iso(d + (extra.from ?? -7) * DAY), endUTC: iso(d + (extra.to ?? 30) * DAY) },
    images: [
      { type: 'mpu', imageKey: `advert-${n}-mpu` },
      { type: 'mobile', imageKey: `advert-${n}-mobile` },
    ],
  });
  return [
    advert(1, 'Season ticket renewals'),
    advert(2, 'UZTV passes', { channel: '' }),
    advert(3, 'Club shop new kit', { channel: 'Web' }),
    advert(4, 'Last season sale (expired)', { from: -60, to: -30 }),
    advert(5, 'Next season launch (future)', { from: 10, to: 40 }),
    advert(6, 'Paused campaign (disabled)', { enabled: false }),
    advert(7, 'App-only offer', { channel: 'app' }),
    advert(8, 'Beacon Betting odds (not child friendly)', { childFriendly: false }),
  ];
}

/**
 * The same campaigns in the older v1 shape (advertID, advertName, targetUrl, childFriendly,
 * imageData.Location): no window, no channel, no enabled flag, so only the running ones are
 * listed. Location is where the picture is, as an absolute address (the v1 service stored
 * uploads and answered their Location); `imagesBase` is the image library's address.
 */
export function seedFooterAdvertsV1(imagesBase: string): readonly AdvertV1Wire[] {
  const v1 = (n: number, name: string, childFriendly: boolean): AdvertV1Wire => ({
    advertID: n,
    advertName: name,
    targetUrl: `https://advertiser${n}.example`,
    childFriendly,
    imageData: { Location: `${imagesBase.replace(/\/+$/, '')}/v2/advert-${n}-mpu/300x250` },
  });
  return [
    v1(1, 'Season ticket renewals', true),
    v1(2, 'UZTV passes', true),
    v1(8, 'Beacon Betting odds (not child friendly)', false),
  ];
}

export function seedPromos(startedAtMs: number): PromoListWire {
  const d = dayStart(startedAtMs);
  const promo = (
    id: string,
    type: PromoWire['type'],
    from: number,
    to: number,
    alt: string,
    url: string,
    webNewWindow: boolean,
  ): PromoWire => ({
    promoID: id,
    startDateTime: iso(d + from * DAY),
    endDateTime: iso(d + to * DAY),
    type,
    url,
    webNewWindow,
    imageKey: `${id}-image`,
    imageAltText: alt,
  });
  return [
    promo(
      'promo-season-tickets',
      'Default',
      -2,
      28,
      `Season tickets for ${seasonLabel(seasonOf(startedAtMs))} on sale now`,
      'https://tickets.uzfc.example',
      true,
    ),
    promo('promo-uztv-mini', 'Mini', -1, 14, 'Watch every game live on UZTV', '/videos', false),
    promo('promo-summer-sale', 'Default', -40, -10, 'Summer sale (ended)', 'https://shop.uzfc.example', true),
    promo('promo-christmas', 'Mini', 10, 40, 'Christmas gifts from the club shop', 'https://shop.uzfc.example', true),
  ];
}
