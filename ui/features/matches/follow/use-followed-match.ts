import { useState } from 'react';
import type { MatchFollow } from '@core';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useScheduledEffect } from '../../../shared/scheduling';

/**
 * The match this device follows, as it changes (any tab's button, the alerts' 'Stop following').
 * null until read: the device's storage is read when the page's view models start (after
 * hydration), so the server's page and the first render agree.
 */
export function useFollowedMatch(): MatchFollow | null {
  const following = useService(UseCases.matchFollowing);
  const [follow, setFollow] = useState<MatchFollow | null>(null);
  useScheduledEffect(() => {
    const sub = following.changes().subscribe(setFollow);
    return () => sub.unsubscribe();
  }, [following]);
  return follow;
}
