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
import { withCorrections } from './live-match-corrections';
import { MINUTE_MS, type MatchPlan, type PlannedEvent } from './match-plan';
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
  /** extra commentary lines spread over the two halves (the bench's 1,000-entry match); default 0 */
  readonly extraCommentary?: number;
}

/** the live match's kick-off (wall clock, epoch ms): the stream service's broadcast is anchored to it too */
export function liveKickOffMs({
  startedAtMs,
  offsetMinutes = DEFAULT_LIVE_OFFSET_MINUTES,
  speed = DEFAULT_REPLAY_SPEED,
}: Pick<LiveTiming, 'startedAtMs' | 'offsetMinutes' | 'speed'>): number {
  return startedAtMs - (offsetMinutes * MINUTE_MS) / speed;
}

export function liveMatchPlan({
  startedAtMs,
  offsetMinutes = DEFAULT_LIVE_OFFSET_MINUTES,
  speed = DEFAULT_REPLAY_SPEED,
  extraCommentary = 0,
}: LiveTiming): MatchPlan {
  const plan = plannedLiveMatch(startedAtMs, offsetMinutes, speed);
  // corrections last: they name events by their final sequence
  return withCorrections(extraCommentary > 0 ? withExtraCommentary(plan, extraCommentary) : plan);
}

/**
 * The plan with `count` more 'commentary' lines between kick-off and full time, each taking the
 * period and minute of the event before it, so the feed stays ordered and every half keeps its
 * whistles: a long, busy match to measure the match centre against.
 */
function withExtraCommentary(plan: MatchPlan, count: number): MatchPlan {
  const kickOff = plan.events.find((e) => e.kind === 'kick-off');
  const fullTime = plan.events.find((e) => e.kind === 'full-time');
  if (!kickOff || !fullTime) return plan;
  const span = fullTime.offsetMs - kickOff.offsetMs;
  const extra = Array.from({ length: count }, (_, i) => kickOff.offsetMs + Math.floor(((i + 1) * span) / (count + 1)));
  const events: PlannedEvent[] = [];
  let next = 0;
  for (const e of plan.events) {
    while (next < extra.length && extra[next]! < e.offsetMs && events.length > 0) {
      const before = events[events.length - 1]!;
      events.push({
        ...before,
        kind: 'commentary',
        side: null,
        playerID: null,
        secondaryPlayerID: null,
        possessionHome: null,
        text: `Play goes on in the ${before.period === 1 ? 'first' : 'second'} half (${next + 1}).`,
        offsetMs: extra[next]!,
      });
      next += 1;
    }
    events.push(e);
  }
  return { ...plan, events };
}

function plannedLiveMatch(startedAtMs: number, offsetMinutes: number, speed: number): MatchPlan {
  const team = teamSeeds[0] as TeamSeed;
  const league = competitionsOfTeam(team.teamID).find((c) => c.kind === 'league');
  const opponent = opponentSeeds.find((o) => o.opponentID === 'greywater-city') ?? opponentSeeds[0];
  if (!league || !opponent) throw new Error('the live match needs a league and an opponent in the clubs seed');
  return planMatch({
    matchID: LIVE_MATCH_ID,
    team,
    season: LIVE_MATCH_SEASON,
    competition: league,
    opponent,
    clubAtHome: true,
    kickOffMs: liveKickOffMs({ startedAtMs, offsetMinutes, speed }),
    // a near-certain action every minute: full Opta-style commentary
    prng: createSeedPrng(seedHash('live-match-commentary')),
    density: 0.97,
    speed,
  });
}

/** each team's next UPCOMING_PER_TEAM fixtures on its match day, a week apart from the day after start, in the current season */
export function upcomingPlans(startedAtMs: number): MatchPlan[] {
  const start = new Date(startedAtMs);
  return teamSeeds.flatMap((team) =>
    Array.from({ length: UPCOMING_PER_TEAM }, (_, i) => {
      const matchID = `${team.teamID}-next-${i + 1}`;
      const prng = createSeedPrng(seedHash(matchID));
      const league = competitionsOfTeam(team.teamID).find((c) => c.kind === 'league');
      if (!league) throw new Error(`team ${team.teamID} has no league`);
      const [weekday, hour, minute] = matchDay[team.teamID];
      const kickOffMs = kickOffOn(
        Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1 + 7 * i),
        weekday,
        hour,
        minute,
      );
      return planMatch({
        matchID,
        team,
        season: LIVE_MATCH_SEASON,
        competition: league,
        opponent: prng.pick(opponentSeeds),
        clubAtHome: i % 2 === 0,
        kickOffMs,
        prng,
        density: 0.3,
        speed: 1,
      });
    }),
  );
}
