import { useEffect } from 'react';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useService } from '../../../shared/services/services-context';

/** The packages were put in front of the fan (the modal or /videos/sub): counted once per showing. */
export function usePackagesViewed(): void {
  const tracker = useService(UseCases.analytics);
  useEffect(() => {
    tracker.track('package-viewed');
  }, [tracker]);
}
