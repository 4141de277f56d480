import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { FollowedScore } from '@core';
import type { ServiceLocator } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { plainCopy } from '../../../shared/view-models/plain-copy';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { useNearScreen } from '../../../shared/scheduling';
import { createSpoilerVm } from '../shared/spoiler-vm';
import { LeagueTable } from './league-table';
import { createLeagueTableVm, shownTable, type LeagueTableState } from './league-table-vm';

export interface LeagueTableHostProps {
  readonly teamID: string;
  /** '' or absent: the service's current season */
  readonly season?: string;
  /** absent: the team's first table */
  readonly competitionID?: string;
  readonly variant?: 'full' | 'compact';
  readonly headingLevel?: 2 | 3;
  readonly fullTableHref?: string;
  /** false where the page gives the data provider's delay notice once for all its match data (the match centre) */
  readonly delayNote?: boolean;
  /** the server's snapshot (loadLeagueTableSeed in the page's serverLoad): readable without JavaScript */
  readonly seed?: LeagueTableState;
  /**
   * a match the host already follows (the match centre): its score as the host's feed says now,
   * so the table opens no second feed for it and moves with exactly the score the host shows
   * (the teams are the table's own, from its matches in play)
   */
  readonly held?: HeldScore;
}

/** a followed match's score as its host shows it */
export type HeldScore = Pick<FollowedScore, 'matchID' | 'score' | 'phase'>;

/**
 * A league table a page hosts beside its own content (the fixtures, the match centre's Table
 * tab): its own view model over the table's use cases, and the live table only when the device's
 * spoiler setting is known and allows scores. A failing table is this section's own 'Try again';
 * the page around it stands.
 */
export function LeagueTableHost({
  teamID,
  season,
  competitionID,
  variant = 'compact',
  headingLevel = 2,
  fullTableHref,
  delayNote = true,
  seed,
  held,
}: LeagueTableHostProps) {
  const loadStandings = useService(UseCases.loadStandings);
  const followLiveScores = useService(UseCases.followLiveScores);
  const spoilerSettings = useService(UseCases.spoilerSettings);
  const usable = seed && seed.teamID === teamID && seed.season === (season ?? '') ? seed : undefined;
  const vm = useViewModel(
    () =>
      createLeagueTableVm(
        {
          loadStandings,
          followLiveScores,
          teamID,
          ...(season ? { season } : {}),
          ...(competitionID ? { competitionID } : {}),
          ...(held ? { heldMatchIDs: [held.matchID] } : {}),
          // a compact table sits below the fixtures or in a closed tab: live once it nears the screen
          followWhenSeen: variant === 'compact',
        },
        usable,
      ),
    [teamID, season, competitionID],
  );
  const section = useRef<HTMLElement>(null);
  useNearScreen(
    section,
    useCallback(() => vm.seen(), [vm]),
  );
  const spoilers = useViewModel(() => createSpoilerVm({ spoilerSettings }));
  const spoiler = useSnapshot(spoilers.state);
  const { standings } = useSnapshot(vm.state);
  // before paint: a corrected score and the table it moves are never seen apart
  useLayoutEffect(() => {
    const match = held && shownTable(vm.state)?.inPlay.find((m) => m.matchID === held.matchID);
    if (held && match) vm.hold({ ...match, score: held.score, phase: held.phase });
  }, [vm, standings, held?.matchID, held?.score.home, held?.score.away, held?.phase]); // eslint-disable-line react-hooks/exhaustive-deps -- the score's parts, not a new object each render
  return (
    <LeagueTable
      vm={vm}
      variant={variant}
      headingLevel={headingLevel}
      liveAllowed={spoiler.known && !spoiler.spoilerFree}
      delayNote={delayNote}
      sectionRef={section}
      {...(fullTableHref ? { fullTableHref } : {})}
    />
  );
}

/** the table's server snapshot for a page's serverLoad; a failing service is the section's own error state */
export async function loadLeagueTableSeed(
  services: ServiceLocator,
  options: { readonly teamID: string; readonly season?: string; readonly competitionID?: string },
): Promise<LeagueTableState> {
  const vm = createLeagueTableVm({
    loadStandings: services.get(UseCases.loadStandings),
    followLiveScores: services.get(UseCases.followLiveScores),
    teamID: options.teamID,
    ...(options.season ? { season: options.season } : {}),
    ...(options.competitionID ? { competitionID: options.competitionID } : {}),
  });
  await vm.load();
  return plainCopy(vm.state);
}
