import type { Advert, HeaderSponsor, SponsorRow } from './commercial-types';
import type { AdvertPort } from '../ports/advert.port';
import type { SponsorPort } from '../ports/sponsor.port';
import type { Clock } from '../ports/clock.port';
import { err, mapResult, type Result } from '../shared/result';
import { unavailable, type ServiceError, type ServiceName } from '../shared/service-error';
import { commercialForMode } from '../child-friendly/commercial-for-mode';

/**
 * The footer's commercial content: sponsor rows and MPU adverts, already filtered for
 * the child-friendly mode and the current time. The two come from two services and are
 * loaded on their own, each by its own call: a slow sponsors service (up to the request
 * timeout) never holds the adverts back, each part fails alone (a sponsors outage never
 * hides the adverts, or the reverse), and a part that failed can be asked for again
 * without asking for the other. A port that breaks its contract by rejecting is
 * reported as that part unavailable.
 */
export interface LoadFooterCommercial {
  rows(childFriendly: boolean): Promise<Result<SponsorRow[], ServiceError>>;
  adverts(childFriendly: boolean): Promise<Result<Advert[], ServiceError>>;
  /** the header sponsor, or null when there is none or the mode hides it (the shell's other commercial part) */
  headerSponsor(childFriendly: boolean): Promise<Result<HeaderSponsor | null, ServiceError>>;
}

/** a port's answer, or that service unavailable when the port broke its contract and threw */
const settle = <T>(
  answer: () => Promise<Result<T, ServiceError>>,
  service: ServiceName,
): Promise<Result<T, ServiceError>> =>
  Promise.resolve()
    .then(answer)
    .catch(() => err(unavailable(service)));

export function makeLoadFooterCommercial({
  sponsors,
  adverts,
  clock,
}: {
  sponsors: SponsorPort;
  adverts: AdvertPort;
  clock: Clock;
}): LoadFooterCommercial {
  const mode = (childFriendly: boolean) => ({ childFriendly, nowMs: clock.now() });
  return {
    rows: (childFriendly) =>
      settle(() => sponsors.footerRows(), 'sponsors').then((r) =>
        mapResult(r, (rows) => commercialForMode({ sponsorRows: rows }, mode(childFriendly)).sponsorRows),
      ),
    adverts: (childFriendly) =>
      settle(() => adverts.footerAdverts(), 'adverts').then((r) =>
        mapResult(r, (ads) => commercialForMode({ adverts: ads }, mode(childFriendly)).adverts),
      ),
    headerSponsor: (childFriendly) =>
      settle(() => sponsors.headerSponsor(), 'sponsors').then((r) =>
        mapResult(r, (header) => commercialForMode({ headerSponsor: header }, mode(childFriendly)).headerSponsor),
      ),
  };
}
