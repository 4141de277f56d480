import { proxy, ref } from 'valtio/vanilla';
import type { Subscription } from 'rxjs';
import {
  countedScores,
  provisionalStandings,
  type FollowedScore,
  type FollowLiveScores,
  type LoadStandings,
  type ProvisionalRow,
  type Standings,
  type TeamStandings,
} from '@core';
import { loading, ready, statusFromError, type LoadStatus } from '../../../shared/view-models/load-status';
import { createLatestWins } from '../../../shared/view-models/latest-wins';

/** plain data: the server's snapshot of a table is exactly this */
export interface LeagueTableState {
  status: LoadStatus;
  teamID: string;
  /** the season asked for; '' asks for the service's current season */
  season: string;
  /** the competition shown; '' shows the team's first table */
  competitionID: string;
  /** the service's answer, replaced whole (held by reference, not proxied row by row) */
  standings: TeamStandings | null;
  /** the scores of the competition's matches in play, as their feeds say now */
  live: FollowedScore[];
}

export interface LeagueTableVm {
  readonly state: LeagueTableState;
  load(): Promise<void>;
  /** shows another of the team's tables (the page's competition picker) */
  showCompetition(competitionID: string): void;
  /**
   * a host that already follows a match (the match centre) hands its score in, and the table
   * does not open a second feed for it
   */
  hold(score: FollowedScore): void;
  /** with `followWhenSeen`: the table is (nearly) on screen, its matches in play are followed from now */
  seen(): void;
  start(): () => void;
}

export interface LeagueTableVmDeps {
  readonly loadStandings: LoadStandings;
  readonly followLiveScores: FollowLiveScores;
  readonly teamID: string;
  readonly season?: string;
  readonly competitionID?: string;
  /** matches the host follows itself (their scores come through hold()) */
  readonly heldMatchIDs?: readonly string[];
  /**
   * follow the matches in play only once seen() says the table is near the screen: a compact
   * table below the fixtures, or in a closed tab, opened a feed and parsed a live match's answer
   * during the page's load for rows nobody was reading (they show the service's table until then)
   */
  readonly followWhenSeen?: boolean;
}

/** the table shown: the chosen competition's, else the team's first */
export function shownTable(s: Pick<LeagueTableState, 'standings' | 'competitionID'>): Standings | undefined {
  const tables = s.standings?.tables ?? [];
  return tables.find((t) => t.competition.competitionID === s.competitionID) ?? tables[0];
}

/** the rows as the fan reads them: provisional while a match of the table is in play */
export function tableRows(s: Pick<LeagueTableState, 'standings' | 'competitionID' | 'live'>): ProvisionalRow[] {
  const table = shownTable(s);
  if (!table) return [];
  const inTable = new Set(table.inPlay.map((m) => m.matchID));
  return provisionalStandings(table.tallies, table.rules, countedScores(s.live.filter((l) => inTable.has(l.matchID))));
}

/**
 * A team's league table. Seeded from the server's snapshot it does not fetch again. Once it
 * holds a table with matches in play, it follows their scores (the same feed the match centre
 * reads) and the rows move provisionally; when one of them ends, the service's table is read
 * again (quietly: the rows stay until the new answer replaces them).
 */
export function createLeagueTableVm(deps: LeagueTableVmDeps, seed?: LeagueTableState): LeagueTableVm {
  const state = proxy<LeagueTableState>(
    seed
      ? { ...seed, standings: seed.standings && ref(seed.standings), live: [] }
      : {
          status: loading,
          teamID: deps.teamID,
          season: deps.season ?? '',
          competitionID: deps.competitionID ?? '',
          standings: null,
          live: [],
        },
  );
  const latest = createLatestWins();
  const held = new Set(deps.heldMatchIDs ?? []);
  let followed: Subscription | undefined;
  let followedKey = '';
  let started = false;
  let seen = !deps.followWhenSeen;
  const heldScores = new Map<string, FollowedScore>();
  let followedScores: readonly FollowedScore[] = [];

  const publish = () => {
    state.live = [...followedScores.filter((s) => !held.has(s.matchID)), ...heldScores.values()];
  };

  function follow() {
    const table = shownTable(state);
    const inPlay = (table?.inPlay ?? []).filter((m) => !held.has(m.matchID));
    const key = inPlay.map((m) => m.matchID).join(',');
    if (!started || !seen || key === followedKey) return;
    followed?.unsubscribe();
    followedKey = key;
    followedScores = [];
    publish();
    if (inPlay.length === 0) return;
    followed = deps.followLiveScores(inPlay).subscribe((scores) => {
      const ended = scores.some(
        (s) => s.phase !== 'live' && !followedScores.some((f) => f.matchID === s.matchID && f.phase === s.phase),
      );
      followedScores = scores;
      publish();
      // a match of the table has ended: the service's table now counts it (or voids it)
      if (ended) void load(true);
    });
  }

  async function load(quiet = false) {
    if (!quiet) state.status = loading;
    await latest.run(
      () => deps.loadStandings(state.teamID, state.season || undefined),
      (r) => {
        if (!r.ok) {
          // a quiet re-read that fails keeps the table the fan is reading
          if (!quiet || !state.standings) state.status = statusFromError(r.error);
          return;
        }
        state.standings = ref(r.value);
        state.status = ready;
        follow();
      },
    );
  }

  return {
    state,
    load: () => load(),
    showCompetition(competitionID) {
      state.competitionID = competitionID;
      follow();
    },
    hold(score) {
      const newlyHeld = !held.has(score.matchID);
      held.add(score.matchID);
      if (newlyHeld) follow();
      const before = heldScores.get(score.matchID);
      heldScores.set(score.matchID, score);
      publish();
      if (score.phase !== 'live' && before?.phase !== score.phase) void load(true);
    },
    seen() {
      if (seen) return;
      seen = true;
      follow();
    },
    start() {
      started = true;
      // a seed that says the service failed keeps its 'Try again': the fan asks, or a later visit does
      if (!seed) void load();
      else follow();
      return () => {
        started = false;
        followedKey = '';
        followed?.unsubscribe();
        latest.drop();
      };
    },
  };
}
