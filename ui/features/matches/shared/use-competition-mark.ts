import { competitionMarkOf, type CompetitionMarkStyle, type CompetitionPlacement } from '@core';
import { useShellSettings } from '../../../app-shell/shell-context';

/**
 * A placement's competition mark as the web settings configure it (TEAMS-2), the site's default
 * while they load, when they failed or where no shell is around. Read once per list or header
 * and handed to the rows: the same object while the settings stay, so memoised rows keep still.
 */
export function useCompetitionMark(placement: CompetitionPlacement): CompetitionMarkStyle {
  return competitionMarkOf(useShellSettings(), placement);
}
