/**
 * The live table: the table as it would stand if the matches in play ended now.
 * Each live score is added to both teams' tallies (played, won/drawn/lost, goals), then the
 * ONE ranking rule orders the table; every row keeps its place in the table of results, so the
 * screen can say who is live and who has moved. Form stays the results' form: a match in
 * play has no result yet. A live score naming a team the table does not hold changes nothing.
 */
import { rankStandings } from './rank-standings';
import type { CompetitionRules, LiveScore, ProvisionalRow, StandingTally } from './standings-types';

const withResult = (t: StandingTally, scored: number, conceded: number): StandingTally => ({
  ...t,
  played: t.played + 1,
  won: t.won + (scored > conceded ? 1 : 0),
  drawn: t.drawn + (scored === conceded ? 1 : 0),
  lost: t.lost + (scored < conceded ? 1 : 0),
  goalsFor: t.goalsFor + scored,
  goalsAgainst: t.goalsAgainst + conceded,
});

export function provisionalStandings(
  tallies: readonly StandingTally[],
  rules: CompetitionRules,
  live: readonly LiveScore[],
): ProvisionalRow[] {
  const before = new Map(rankStandings(tallies, rules).map((r) => [r.teamID, r.position]));
  const held = new Set(tallies.map((t) => t.teamID));
  const counted = live.filter((m) => m.homeTeamID !== m.awayTeamID && held.has(m.homeTeamID) && held.has(m.awayTeamID));
  const playing = new Set(counted.flatMap((m) => [m.homeTeamID, m.awayTeamID]));
  const moved = tallies.map((t) =>
    counted.reduce(
      (acc, m) =>
        m.homeTeamID === t.teamID
          ? withResult(acc, m.score.home, m.score.away)
          : m.awayTeamID === t.teamID
            ? withResult(acc, m.score.away, m.score.home)
            : acc,
      t,
    ),
  );
  return rankStandings(moved, rules).map((row) => ({
    ...row,
    live: playing.has(row.teamID),
    positionBefore: before.get(row.teamID) ?? row.position,
  }));
}
