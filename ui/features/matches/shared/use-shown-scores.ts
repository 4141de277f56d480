import { useDeferredValue } from 'react';
import { useSnapshot } from 'valtio';
import { scoreVisible, type SpoilerVm } from './spoiler-vm';

/**
 * The spoiler setting as a page renders it. A score is shown when both the setting now and its
 * deferred copy allow it: hiding one (spoiler-free turned on) is immediate, showing one (the
 * device's setting read after hydration, a revealed score) renders as a transition, in slices
 * that yield, so the scores, timelines and commentary lines it unmasks are not one long task.
 */
export function useShownScores(spoilers: SpoilerVm) {
  const now = useSnapshot(spoilers.state);
  const later = useDeferredValue(now);
  return {
    /** this match's score and result may be shown */
    visible: (matchID: string) => scoreVisible(now, matchID) && scoreVisible(later, matchID),
    /** the device's setting has been read (until then the score's room is masked) */
    known: now.known && later.known,
    /** scores are hidden and a fan can reveal one */
    canReveal: now.known && now.spoilerFree && later.known && later.spoilerFree,
  };
}
