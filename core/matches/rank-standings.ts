/**
 * The league table's order, ONE rule for every table the site shows: the full
 * table, the compact one beside the fixtures and in the match centre, and the live table. The
 * match-data service sends each team's tallies and the competition's rules; points and goal
 * difference are derived here, and the rows are ordered by the rules' tie-breakers (points,
 * goal difference, goals scored, then name), finally by team id so that the order is total.
 * Property: the order does not depend on the order the tallies came in.
 */
import type { CompetitionRules, StandingRow, StandingTally, TieBreaker } from './standings-types';

export const pointsOf = (t: Pick<StandingTally, 'won' | 'drawn'>, rules: CompetitionRules): number =>
  t.won * rules.pointsForWin + t.drawn * rules.pointsForDraw;

// names compare by their letters, case-blind, with no locale data: the same order in every runtime
const byName = (a: string, b: string): number => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

const compareBy: Readonly<Record<TieBreaker, (a: StandingRow, b: StandingRow) => number>> = {
  points: (a, b) => b.points - a.points,
  'goal-difference': (a, b) => b.goalDifference - a.goalDifference,
  'goals-for': (a, b) => b.goalsFor - a.goalsFor,
  name: (a, b) => byName(a.name, b.name),
};

/** the rules' comparison: negative when `a` ranks above `b` */
export function compareRows(rules: CompetitionRules): (a: StandingRow, b: StandingRow) => number {
  const order = [...rules.tieBreakers, 'name' as const];
  return (a, b) => {
    for (const key of order) {
      const d = compareBy[key](a, b);
      if (d !== 0) return d;
    }
    return a.teamID < b.teamID ? -1 : a.teamID > b.teamID ? 1 : 0;
  };
}

export function rankStandings(tallies: readonly StandingTally[], rules: CompetitionRules): StandingRow[] {
  const compare = compareRows(rules);
  return tallies
    .map((t): StandingRow => ({
      ...t,
      position: 0,
      points: pointsOf(t, rules),
      goalDifference: t.goalsFor - t.goalsAgainst,
    }))
    .sort(compare)
    .map((row, i) => ({ ...row, position: i + 1 }));
}
