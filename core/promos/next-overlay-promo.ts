import type { Promo } from '../commercial/commercial-types';
import type { PromoPort, SeenPromosStore } from '../ports/promo.port';
import type { Clock } from '../ports/clock.port';
import { ok, type Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import { chooseActivePromo } from './choose-active-promo';

/**
 * Fetch the overlay promos and pick the one to show now (PROMO-2, PROMO-3). Called on load
 * and when the tab becomes visible with none active; the caller decides when. The seen
 * list is read on every call so a promo dismissed in another tab is not shown again.
 */
export type NextOverlayPromo = () => Promise<Result<Promo | null, ServiceError>>;

export function makeNextOverlayPromo({
  promos,
  seen,
  clock,
}: {
  promos: PromoPort;
  seen: SeenPromosStore;
  clock: Clock;
}): NextOverlayPromo {
  return async () => {
    const listed = await promos.overlays();
    if (!listed.ok) return listed;
    return ok(chooseActivePromo(listed.value, seen.read(), clock.now()) ?? null);
  };
}

/** Dismissing records the promo as seen (a cookie lasting to 2099 in the browser). */
export type DismissPromo = (promoID: string) => void;

export function makeDismissPromo({ seen }: { seen: SeenPromosStore }): DismissPromo {
  return (promoID) => {
    if (promoID) seen.add(promoID);
  };
}
