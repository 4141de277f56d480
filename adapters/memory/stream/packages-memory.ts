import type { SubscriptionPlan } from '@core';
import { videoCatalogueSeed, videoMediaEntry } from '@protocol/video/video-catalogue-seed';

/**
 * The in-memory stream service's packages: the same three offers as the stand-in
 * (seasonal audio, monthly live video, a single match), with in-memory checkout
 * addresses (at `checkout`); memoryPackageEntitlements says what buying each one grants.
 */
export const memoryPackagesAt = (checkout: string): readonly SubscriptionPlan[] => [
  {
    Id: 'pkg-audio-season',
    Title: 'Seasonal Audio Commentary',
    Duration: 'Season',
    AmountFormatted: '£45.00',
    Body: '<p>Every match of the season, <strong>live audio commentary</strong>.</p>',
    PurchaseUrl: `${checkout}pkg-audio-season`,
  },
  {
    Id: 'pkg-live-monthly',
    Title: 'UZTV Live Monthly Pass',
    Duration: null,
    AmountFormatted: '£9.99',
    Body: '<p>Watch <strong>every UZFC match live</strong> on UZTV.</p>',
    PurchaseUrl: `${checkout}pkg-live-monthly`,
  },
  {
    Id: 'pkg-match-2041',
    Title: 'UZTV Match Pass: UZFC v Lowfield Rovers',
    Duration: 'Single match',
    AmountFormatted: '£10.00',
    Body: '<p>Watch <strong>this match only</strong>, live on UZTV.</p>',
    PurchaseUrl: `${checkout}pkg-match-2041`,
  },
];

/**
 * Memory mode's checkout is nowhere (a memory: address, so the site offers no Buy link);
 * tests and stories that follow a Buy link use memoryPackagesAt with an https checkout.
 */
export const memoryPackages: readonly SubscriptionPlan[] = memoryPackagesAt('memory://stream/checkout/');

export const memoryPackageEntitlements: Readonly<Record<string, string>> = {
  'pkg-audio-season': 'uztv-audio',
  'pkg-live-monthly': 'uztv-live',
  'pkg-match-2041': 'uztv-match-2041',
};

/**
 * Playable entries and the entitlements that open them (any one of them; null = free),
 * mirroring the stand-in's media catalogue so stories and tests use the same ids.
 */
const baseEntries: Readonly<Record<string, readonly string[] | null>> = {
  'live-video': ['uztv-live', 'uztv-match-2041'],
  'live-audio': ['uztv-audio'],
  'vod-short': null,
  'vod-medium': ['uztv-live', 'uztv-vod'],
  'vod-long': ['uztv-live', 'uztv-vod'],
};
/** ... and every catalogue video's own entry, with the video's own access */
export const memoryEntries: Readonly<Record<string, readonly string[] | null>> = {
  ...baseEntries,
  ...Object.fromEntries(
    videoCatalogueSeed.videos.map((v) => [v.entryId, videoMediaEntry(v.entryId)?.entitlements ?? null]),
  ),
};

/** the on-demand entries' durations in seconds, as the stand-in's generated media has them */
export const memoryEntryDurations: Readonly<Record<string, number>> = {
  'vod-short': 90,
  'vod-medium': 420,
  'vod-long': 900,
  ...Object.fromEntries(videoCatalogueSeed.videos.map((v) => [v.entryId, v.duration])),
};
