import { useState } from 'react';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useScheduledEffect } from '../../../shared/scheduling';

/**
 * `matchID` when the live streams are of this fixture (the stream provider settings'
 * live.matchID), read in the browser; '' until known, when they are of another match and when the
 * video service cannot say, so no live button shows that could lead only to 'There is no live
 * video of this match.' Another match's id is kept as '': the answer then changes nothing, and a
 * played match's centre is not rendered again for it.
 */
export function useLiveMatchID(matchID: string): string {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const [liveMatchID, setLiveMatchID] = useState('');
  // asked when the page's view models start (the start schedule: after hydration, a task each)
  useScheduledEffect(() => {
    let current = true;
    void loadVideoConfig().then((r) => {
      if (current) setLiveMatchID(r.ok && r.value.live.matchID === matchID ? matchID : '');
    });
    return () => {
      current = false;
    };
  }, [loadVideoConfig, matchID]);
  return liveMatchID;
}
