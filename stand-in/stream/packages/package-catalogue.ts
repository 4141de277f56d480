/**
 * The stand-in's subscription packages and the entitlement each one grants. The
 * entitlement names are the media catalogue's (stand-in/stream/media/media-catalogue.ts),
 * so a package bought here opens the matching stream at once.
 */
import { ENTITLEMENTS, LIVE_MATCH_ID } from '../media/media-catalogue';

export interface StandInPackage {
  readonly id: string;
  readonly title: string;
  /** trusted HTML written here; the site still sanitises it */
  readonly body: string;
  /** null means monthly */
  readonly duration: string | null;
  readonly amountFormatted: string;
  readonly entitlement: string;
}

export const packageCatalogue: readonly StandInPackage[] = [
  {
    id: 'pkg-audio-season',
    title: 'Seasonal Audio Commentary',
    body: '<p>Every league and cup match of the season, <strong>live audio commentary</strong> from the UZFC commentary team.</p><ul><li>Listen anywhere in the world</li><li>Pre-match and post-match shows</li></ul>',
    duration: 'Season',
    amountFormatted: '£45.00',
    entitlement: ENTITLEMENTS.audio,
  },
  {
    id: 'pkg-live-monthly',
    title: 'UZTV Live Monthly Pass',
    body: '<p>Watch <strong>every UZFC match live</strong> on UZTV, plus full replays.</p><ul><li>HD streaming</li><li>Cancel any time</li></ul><p>Live video is not available in the UK, Republic of Ireland and Channel Isles.</p>',
    duration: null,
    amountFormatted: '£9.99',
    entitlement: ENTITLEMENTS.live,
  },
  {
    id: `pkg-match-${LIVE_MATCH_ID}`,
    title: 'UZTV Match Pass: UZFC v Lowfield Rovers',
    body: '<p>Watch <strong>this match only</strong>, live on UZTV.</p><p>Live video is not available in the UK, Republic of Ireland and Channel Isles.</p>',
    duration: 'Single match',
    amountFormatted: '£10.00',
    entitlement: ENTITLEMENTS.match(LIVE_MATCH_ID),
  },
];

export const findPackage = (id: string): StandInPackage | undefined => packageCatalogue.find((p) => p.id === id);
