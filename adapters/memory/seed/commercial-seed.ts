import type { Advert, HeaderSponsor, Promo, Sponsor, SponsorRow } from '@core';

/**
 * Sponsors, footer adverts and overlay promos. Each list mixes what must be shown
 * with what the core rules must hide (not child friendly, unpublished, expired,
 * future, disabled, another channel), so stories and tests exercise the rules.
 * "Active" windows run to 2099 so they stay active whatever today's date is.
 */
export const headerSponsor: HeaderSponsor = { image: 'sponsors/zenith-air', name: 'Zenith Air', childFriendly: true };

const sponsor = (sponsorID: string, title: string, forcedOrder: number, extra: Partial<Sponsor> = {}): Sponsor => ({
  sponsorID,
  title,
  url: `https://${sponsorID}.example`,
  imageKey: `sponsors/${sponsorID}`,
  published: true,
  forcedOrder,
  isChildFriendly: true,
  ...extra,
});

const smallNames = [
  'Forge Lane Motors',
  'Copperleaf Energy',
  'Riverside Print',
  'Hollin Water',
  'Millstone Builders',
  'Quayside Hotels',
  'Brightwell Opticians',
  'Crookes Coffee',
  'Parkway Physio',
  'Kelham Digital',
  'Stannington Dairy',
  'Ecclesall Estates',
  'Nether Edge Bakery',
  'Loxley Logistics',
  'Owlerton Cars',
  'Beighton Tools',
  'Hillfoot Insurance',
  'Walkley Sports',
];

export const sponsorRows: readonly SponsorRow[] = [
  // listed out of forcedOrder on purpose: the core sorts
  {
    rowID: 'row-partners',
    adminName: 'Official partners',
    forcedOrder: 2,
    sponsorSize: 'small',
    title: 'Official partners',
    titleSize: 'h4',
    sponsors: [
      ...smallNames.map((name, i) => sponsor(name.toLowerCase().replace(/\s+/g, '-'), name, smallNames.length - i)),
      sponsor('lucky-sevens-bet', 'Lucky Sevens Bet', 30, { isChildFriendly: false }),
      sponsor('zenith-brewery', 'Zenith Brewery', 31, { isChildFriendly: false }),
      sponsor('old-sponsor-ltd', 'Old Sponsor Ltd', 32, { published: false }),
    ],
  },
  {
    rowID: 'row-main',
    adminName: 'Main partners',
    forcedOrder: 1,
    sponsorSize: 'large',
    title: 'Main partners',
    titleSize: 'h3',
    sponsors: [
      sponsor('northgate-bank', 'Northgate Bank', 2),
      sponsor('zenith-air', 'Zenith Air', 1),
      sponsor('peak-kits', 'Peak Kits', 3),
    ],
  },
];

const ACTIVE = { startUTC: '2025-07-01T00:00:00Z', endUTC: '2099-01-01T00:00:00Z' };

const advert = (id: string, advertName: string, extra: Partial<Advert> = {}): Advert => ({
  id,
  advertName,
  advertRef: `ref-${id}`,
  campaignRef: `camp-${id}`,
  url: `https://${id}.example`,
  enabled: true,
  channel: 'web',
  childFriendly: true,
  timings: ACTIVE,
  images: [{ type: 'mpu', imageKey: `adverts/${id}` }],
  ...extra,
});

export const footerAdverts: readonly Advert[] = [
  advert('season-ticket-mpu', 'Season tickets 2025/26', { channel: '', url: 'https://tickets.uzfc.example' }),
  advert('peak-kits-mpu', 'Peak Kits home shirt'),
  advert('northgate-bank-mpu', 'Northgate Bank savings', { channel: 'WEB' }),
  advert('expired-mpu', 'Summer sale (expired)', {
    timings: { startUTC: '2025-05-01T00:00:00Z', endUTC: '2025-06-30T23:59:59Z' },
  }),
  advert('future-mpu', 'Centenary (future)', {
    timings: { startUTC: '2099-02-01T00:00:00Z', endUTC: '2099-12-31T00:00:00Z' },
  }),
  advert('disabled-mpu', 'Paused campaign', { enabled: false }),
  advert('app-only-mpu', 'App download (app channel)', { channel: 'app' }),
  advert('lucky-sevens-mpu', 'Lucky Sevens odds', { childFriendly: false }),
];

export const promos: readonly Promo[] = [
  {
    promoID: 'promo-uztv-pass',
    startDateTime: '2025-08-01T00:00:00Z',
    endDateTime: '2099-06-30T00:00:00Z',
    type: 'Default',
    url: '/videos/sub',
    webNewWindow: false,
    imageKey: 'promos/uztv-pass',
    imageAltText: 'Get a UZTV pass: every game live',
  },
  {
    promoID: 'promo-shop-mini',
    startDateTime: '2025-09-01T00:00:00Z',
    endDateTime: '2099-06-30T00:00:00Z',
    type: 'Mini',
    url: 'https://shop.uzfc.example',
    webNewWindow: true,
    imageKey: 'promos/shop-mini',
    imageAltText: 'New home kit in the club shop',
  },
  {
    promoID: 'promo-summer-expired',
    startDateTime: '2025-05-01T00:00:00Z',
    endDateTime: '2025-06-30T00:00:00Z',
    type: 'Default',
    url: '/tickets-membership/season-tickets',
    webNewWindow: false,
    imageKey: 'promos/summer',
    imageAltText: 'Summer season ticket offer',
  },
  {
    promoID: 'promo-centenary-future',
    startDateTime: '2099-07-01T00:00:00Z',
    endDateTime: '2099-12-31T00:00:00Z',
    type: 'Mini',
    url: '/club',
    webNewWindow: false,
    imageKey: 'promos/centenary',
    imageAltText: 'Centenary celebrations',
  },
];
