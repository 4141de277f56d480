import type { Advert, SponsorRow } from './commercial-types';
import type { AdvertPort } from '../ports/advert.port';
import type { SponsorPort } from '../ports/sponsor.port';
import type { Clock } from '../ports/clock.port';
import { err, mapResult, type Result } from '../shared/result';
import { unavailable, type ServiceError } from '../shared/service-error';
import { commercialForMode } from '../child-friendly/commercial-for-mode';

/**
 * The footer's commercial content: sponsor rows and MPU adverts, already filtered for
 * the child-friendly mode and the current time. The two requests run together and each
 * part fails alone, so a sponsors outage never hides the adverts (or the reverse).
 * A port that breaks its contract by rejecting is reported as that part unavailable.
 */
export interface FooterCommercial {
  readonly rows: Result<SponsorRow[], ServiceError>;
  readonly adverts: Result<Advert[], ServiceError>;
}
export type LoadFooterCommercial = (childFriendly: boolean) => Promise<FooterCommercial>;

export function makeLoadFooterCommercial({ sponsors, adverts, clock }: { sponsors: SponsorPort; adverts: AdvertPort; clock: Clock }): LoadFooterCommercial {
  return async (childFriendly) => {
    const [rows, ads] = await Promise.allSettled([sponsors.footerRows(), adverts.footerAdverts()]);
    const mode = { childFriendly, nowMs: clock.now() };
    return {
      rows: rows.status === 'fulfilled' ? mapResult(rows.value, (r) => commercialForMode({ sponsorRows: r }, mode).sponsorRows) : err(unavailable('sponsors')),
      adverts: ads.status === 'fulfilled' ? mapResult(ads.value, (a) => commercialForMode({ adverts: a }, mode).adverts) : err(unavailable('adverts')),
    };
  };
}
