import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { Promo } from '../commercial/commercial-types';

export interface PromoPort {
  /** GET promo overlays with channel=Web */
  overlays(): Promise<Result<readonly Promo[], ServiceError>>;
}

/** The seen-list (a cookie lasting to 2099 in the browser adapter). */
export interface SeenPromosStore {
  read(): ReadonlySet<string>;
  add(promoID: string): void;
}
