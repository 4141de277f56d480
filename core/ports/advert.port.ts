import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { Advert } from '../commercial/commercial-types';

export interface AdvertPort {
  /** GET adverts with area=footer: all of them; eligibility is a core rule */
  footerAdverts(): Promise<Result<readonly Advert[], ServiceError>>;
}
