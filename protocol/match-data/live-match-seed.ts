/**
 * The match that is live whenever the stand-in runs, and each team's next fixtures. Both are
 * anchored to the moment the service started (`startedAtMs`), not to the calendar, so a
 * demo on any day has a match in progress and fixtures to come. The commentary itself is
 * seeded: the same 100+ events on every run, only their publication times move.
 *
 * Replay: the live match runs `speed` match minutes per wall minute and starts
 * `offsetMinutes` (match time) after kick-off, so kick-off (wall) = startedAt - offset / speed.
 */
import { competitionsOfTeam, opponentSeeds, teamSeeds, type TeamSeed } from './clubs-seed';
import { MINUTE_MS, type MatchPlan } from './match-plan';
import { kickOffOn, matchDay, planMatch } from './season-seed';
import { createSeedPrng, seedHash } from './seed-prng';

export const LIVE_MATCH_ID = 't1-live';
export const LIVE_MATCH_SEASON = '2025-26';
export const DEFAULT_LIVE_OFFSET_MINUTES = 30;
export const DEFAULT_REPLAY_SPEED = 1;
export const UPCOMING_PER_TEAM = 3;

export interface LiveTiming {
  /** epoch ms the service started at */
  readonly startedAtMs: number;
  /** how far into the match (match minutes) it is at start; default 30 */
  readonly offsetMinutes?: number;
  /** match minutes per wall minute; default 1 (real time) */
  readonly speed?: number;
}

export function liveMatchPlan({ startedAtMs, offsetMinutes = DEFAULT_LIVE_OFFSET_MINUTES, speed = DEFAULT_REPLAY_SPEED }: LiveTiming): MatchPlan {
  const team = teamSeeds[0] as TeamSeed;
  const league = competitionsOfTeam(team.teamID).find((c) => c.kind === 'league');
  const opponent = opponentSeeds.find((o) => o.opponentID === 'greywater-city') ?? opponentSeeds[0];
  if (!league || !opponent) throw new Error('the live match needs a league and an opponent in the clubs seed');
  return planMatch({
    matchID: LIVE_MATCH_ID, team, season: LIVE_MATCH_SEASON, competition: league, opponent, clubAtHome: true,
    kickOffMs: startedAtMs - (offsetMinutes * MINUTE_MS) / speed,
    // a near-certain action every minute: full Opta-style commentary
    prng: createSeedPrng(seedHash('live-match-commentary')), density: 0.97, speed,
  });
}

/** each team's next UPCOMING_PER_TEAM fixtures on its match day, a week apart from the day after start, in the current season */
export function upcomingPlans(startedAtMs: number): MatchPlan[] {
  const start = new Date(startedAtMs);
  return teamSeeds.flatMap((team) => Array.from({ length: UPCOMING_PER_TEAM }, (_, i) => {
    const matchID = `${team.teamID}-next-${i + 1}`;
    const prng = createSeedPrng(seedHash(matchID));
    const league = competitionsOfTeam(team.teamID).find((c) => c.kind === 'league');
    if (!league) throw new Error(`team ${team.teamID} has no league`);
    const [weekday, hour, minute] = matchDay[team.teamID];
    const kickOffMs = kickOffOn(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1 + 7 * i), weekday, hour, minute);
    return planMatch({
      matchID, team, season: LIVE_MATCH_SEASON, competition: league, opponent: prng.pick(opponentSeeds), clubAtHome: i % 2 === 0,
      kickOffMs, prng, density: 0.3, speed: 1,
    });
  }));
}
