import type { Sponsor, SponsorRow } from '@core';

/** a published, child-friendly sponsor: its picture's key is its id */
const sponsor = (id: string, title: string): Sponsor => ({
  sponsorID: id,
  title,
  url: `https://${id}.example`,
  imageKey: id,
  published: true,
  isChildFriendly: true,
  forcedOrder: 0,
});

/** two rows as the footer shows them: two large logos under a title, then three small ones */
export const twoSponsorRows: readonly SponsorRow[] = [
  {
    rowID: 'r1',
    adminName: 'Principal',
    title: 'Principal partners',
    titleSize: 'h2',
    sponsorSize: 'large',
    forcedOrder: 1,
    sponsors: [sponsor('zenith-air', 'Zenith Air'), sponsor('harbour-bank', 'Harbour Bank')],
  },
  {
    rowID: 'r2',
    adminName: 'Partners',
    title: '',
    titleSize: 'h2',
    sponsorSize: 'small',
    forcedOrder: 2,
    sponsors: [sponsor('kit-co', 'Kit Co'), sponsor('north-rail', 'North Rail'), sponsor('tea-house', 'Tea House')],
  },
];

/** the room the server keeps for those two rows */
export const twoSponsorRowsRoom = {
  adverts: 0,
  rows: [
    { size: 'large', titled: true, logos: 2 },
    { size: 'small', titled: false, logos: 3 },
  ],
} as const;
