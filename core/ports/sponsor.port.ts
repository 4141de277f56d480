import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { HeaderSponsor, SponsorRow } from '../commercial/commercial-types';

export interface SponsorPort {
  /** footer rows, unfiltered: the child-friendly rule is applied by the core */
  footerRows(): Promise<Result<readonly SponsorRow[], ServiceError>>;
  headerSponsor(): Promise<Result<HeaderSponsor | null, ServiceError>>;
}
