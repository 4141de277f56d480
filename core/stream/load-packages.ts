import type { StreamPort } from '../ports/stream.port';
import { ok, type Result } from '../shared/result';
import type { StreamError, SubscriptionPlan } from './stream-types';

/** The subscription packages on sale (getSubscriptionPackageList). */
export type LoadPackages = () => Promise<Result<readonly SubscriptionPlan[], StreamError>>;

/**
 * The stream service's "no packages" answer is not a failure: the fan is shown
 * 'No packages available', so it becomes an empty list here, once, for every
 * screen that lists packages (the packages modal and the subscribe page).
 */
export const makeLoadPackages =
  ({ stream }: { readonly stream: Pick<StreamPort, 'packages'> }): LoadPackages =>
  async () => {
    const answer = await stream.packages();
    if (!answer.ok && answer.error.code === 'STREAM.NO_PACKAGES') return ok([]);
    return answer;
  };
