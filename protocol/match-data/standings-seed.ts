/**
 * The match-data service's league tables, counted from its own results at a given moment: the
 * club's played league matches (their published scores) and the league's other matches once
 * their full time has passed. A match in play is not counted; it is listed as in play so the
 * site can follow its feed and move the table provisionally. The rows go out in team-id order:
 * the competition's rules travel with them and the site ranks (core/matches/rank-standings.ts).
 */
import { opponentSeeds, type CompetitionSeed, type TeamSeed } from './clubs-seed';
import { MINUTE_MS, type MatchPlan } from './match-plan';
import { matchAt } from './match-publication';
import type {
  CompetitionRulesWire,
  FormResultWire,
  InPlayMatchWire,
  StandingRowWire,
  StandingsTableWire,
} from './match-wire';
import { CLUB_LEAGUE_ID, toCompetitionWire, type LeagueMatchSeed } from './season-seed';

/** every seeded league plays three points for a win, one for a draw */
export const LEAGUE_RULES: CompetitionRulesWire = {
  pointsForWin: 3,
  pointsForDraw: 1,
  tieBreakers: ['points', 'goal-difference', 'goals-for', 'name'],
};

/** a match without commentary counts once this long after kick-off (two halves, the break, added time) */
export const OTHER_MATCH_LENGTH_MS = 115 * MINUTE_MS;
const FORM_LENGTH = 5;

interface Result {
  readonly atMs: number;
  readonly homeID: string;
  readonly awayID: string;
  readonly home: number;
  readonly away: number;
}

export interface StandingsInput {
  readonly team: TeamSeed;
  readonly competition: CompetitionSeed;
  /** the club team's matches of the season in this competition */
  readonly plans: readonly MatchPlan[];
  /** the competition's other matches of the season */
  readonly others: readonly LeagueMatchSeed[];
  readonly nowMs: number;
}

export function standingsTableAt({ team, competition, plans, others, nowMs }: StandingsInput): StandingsTableWire {
  const results: Result[] = [];
  const inPlay: InPlayMatchWire[] = [];
  // the league's members: the club and every team of the round robin
  const teams = new Set<string>([CLUB_LEAGUE_ID, ...others.flatMap((o) => [o.homeID, o.awayID])]);
  for (const plan of plans) {
    if (!teams.has(plan.opponentID)) continue;
    const clubHome = plan.facts.home.isClub;
    const [homeID, awayID] = clubHome ? [CLUB_LEAGUE_ID, plan.opponentID] : [plan.opponentID, CLUB_LEAGUE_ID];
    const match = matchAt(plan, nowMs);
    if (match.status === 'live') inPlay.push({ matchID: match.matchID, homeTeamID: homeID, awayTeamID: awayID });
    if (match.status === 'played' && match.score)
      results.push({ atMs: Date.parse(match.kickOff), homeID, awayID, ...match.score });
  }
  for (const o of others) {
    if (o.kickOffMs + OTHER_MATCH_LENGTH_MS <= nowMs)
      results.push({ atMs: o.kickOffMs, homeID: o.homeID, awayID: o.awayID, ...o.score });
  }
  results.sort((a, b) => a.atMs - b.atMs);
  const rows = [...teams].sort().map((teamID): StandingRowWire => {
    const opponent = opponentSeeds.find((o) => o.opponentID === teamID);
    const row = {
      teamID,
      name: opponent ? `${opponent.name}${team.nameSuffix}` : team.displayName,
      shortName: opponent ? `${opponent.shortName}${team.nameSuffix}` : team.displayName,
      crestImageKey: opponent ? opponent.crestImageKey : team.crestImageKey,
      isClub: teamID === CLUB_LEAGUE_ID,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
    };
    const form: FormResultWire[] = [];
    for (const r of results) {
      if (r.homeID !== teamID && r.awayID !== teamID) continue;
      const [scored, conceded] = r.homeID === teamID ? [r.home, r.away] : [r.away, r.home];
      row.played += 1;
      row.goalsFor += scored;
      row.goalsAgainst += conceded;
      const outcome: FormResultWire = scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';
      if (outcome === 'W') row.won += 1;
      else if (outcome === 'D') row.drawn += 1;
      else row.lost += 1;
      form.push(outcome);
    }
    return { ...row, form: form.slice(-FORM_LENGTH) };
  });
  return { competition: toCompetitionWire(competition), rules: LEAGUE_RULES, rows, inPlay };
}
