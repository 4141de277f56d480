import { useSnapshot } from 'valtio';
import { useShowLater } from '../../../shared/scheduling';
import { scoreVisible, type SpoilerState, type SpoilerVm } from './spoiler-vm';

/**
 * whether `now` hides a score `shown` still shows: spoiler-free turned on, or a reveal taken
 * back (before the setting is read nothing is shown, so nothing can be hidden)
 */
const hidesScores = (now: SpoilerState, shown: SpoilerState): boolean =>
  shown.known && ((now.spoilerFree && !shown.spoilerFree) || shown.revealed.some((id) => !now.revealed.includes(id)));

/**
 * The spoiler setting as a page renders it. Hiding a score (spoiler-free turned on) is
 * immediate; showing one (the device's setting read after hydration, a revealed score) renders
 * as a transition, in slices that yield, so the scores, timelines and commentary lines it
 * unmasks are not one long task (useShowLater).
 */
export function useShownScores(spoilers: SpoilerVm) {
  const shown = useShowLater(useSnapshot(spoilers.state) as SpoilerState, hidesScores);
  return {
    /** this match's score and result may be shown */
    visible: (matchID: string) => scoreVisible(shown, matchID),
    /** the device's setting has been read (until then the score's room is masked) */
    known: shown.known,
    /** scores are hidden and a fan can reveal one */
    canReveal: shown.known && shown.spoilerFree,
  };
}
