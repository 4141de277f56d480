/**
 * The whole match-data service as data: last season and the current one, laid out around the
 * moment the service started, with the first team's live match in today's league round,
 * answered for any clock (the current season is the clock's: season-calendar.ts). The stand-in's match-data service serves it over
 * HTTP and the site's in-memory adapters serve it directly, so both give the same answers.
 */
import { competitionSeeds, competitionsOfTeam, teamSeedById, teamSeeds } from './clubs-seed';
import { LIVE_MATCH_ID, liveMatchPlan, type LiveTiming } from './live-match-seed';
import type { MatchPlan } from './match-plan';
import { detailAt, eventsPageAt, matchAt, nextPublicationMs } from './match-publication';
import type {
  CompetitionWire,
  EventsPageWire,
  FixturesWire,
  MatchDetailWire,
  StandingsWire,
  TeamWire,
} from './match-wire';
import { seasonOf } from './season-calendar';
import { seededSeasons, seededSeasonsAt, toCompetitionWire } from './season-seed';
import { standingsTableAt } from './standings-seed';

export interface MatchData {
  readonly liveMatchID: string;
  readonly plans: readonly MatchPlan[];
  teams(): readonly TeamWire[];
  competitions(): readonly CompetitionWire[];
  /** the seasons held, newest first, and the current one at `nowMs` (the clock's, or the newest held) */
  seasons(nowMs: number): { readonly current: string; readonly seasons: readonly string[] };
  /**
   * the team's matches of the season in kick-off order (teamID t1..t4, season '2025-26'; the
   * current season when none is given); undefined for a season not held
   */
  fixtures(teamID: string, season: string | undefined, nowMs: number): FixturesWire | undefined;
  match(matchID: string, nowMs: number): MatchDetailWire | undefined;
  /** the team's league tables of the season (the current season when none is given); undefined for an unknown team or season */
  standings(teamID: string, season: string | undefined, nowMs: number): StandingsWire | undefined;
  events(matchID: string, afterSequence: number, nowMs: number): EventsPageWire | undefined;
  /** when the next event after `afterSequence` is due, for a push stream to sleep until */
  nextEventAtMs(matchID: string, afterSequence: number): number | undefined;
}

/** the longest delay a JavaScript timer holds (2^31 - 1 ms, about 24.8 days): Node and browsers fire a longer one at once */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * How long a push stream sleeps until an event due at `dueMs`: never negative, and never past a
 * timer's limit. A match a month away asked for more; the timer fired after 1 ms, found nothing due
 * and slept again, a loop that kept a core busy for as long as a fan watched a fixture list.
 */
export const sleepUntilMs = (dueMs: number, nowMs: number): number =>
  Math.min(Math.max(0, dueMs - nowMs), MAX_TIMER_DELAY_MS);

export interface MatchDataOptions extends LiveTiming {
  /**
   * seasons whose fixtures are not published yet (preseason): only their friendlies are listed;
   * 'current' names the current season of the moment the service started
   */
  readonly preseasonSeasons?: readonly string[];
}

export function createMatchData(timing: MatchDataOptions): MatchData {
  const held = [...seededSeasonsAt(timing.startedAtMs)].reverse();
  const preseason = new Set(
    (timing.preseasonSeasons ?? []).map((s) => (s === 'current' ? seasonOf(timing.startedAtMs) : s)),
  );
  const seasons = seededSeasons(timing.startedAtMs, liveMatchPlan(timing));
  const currentAt = (nowMs: number) => {
    const season = seasonOf(nowMs);
    return held.includes(season) ? season : (held[0] as string);
  };
  const seasonsAt = (nowMs: number) => ({ currentSeason: currentAt(nowMs), seasons: held });
  const plans = [...seasons.plans].sort(
    (a, b) => a.facts.kickOff.localeCompare(b.facts.kickOff) || a.facts.matchID.localeCompare(b.facts.matchID),
  );
  const byId = new Map(plans.map((p) => [p.facts.matchID, p]));
  return {
    liveMatchID: LIVE_MATCH_ID,
    plans,
    teams: () =>
      teamSeeds.map(({ teamID, name, slug, displayName, crestImageKey }) => ({
        teamID,
        name,
        slug,
        displayName,
        crestImageKey,
      })),
    competitions: () => competitionSeeds.map(toCompetitionWire),
    seasons: (nowMs) => ({ current: currentAt(nowMs), seasons: held }),
    fixtures: (teamID, asked, nowMs) => {
      const season = asked ?? currentAt(nowMs);
      if (!held.includes(season)) return undefined;
      return {
        teamID,
        season,
        ...seasonsAt(nowMs),
        preseason: preseason.has(season),
        fixtures: plans
          .filter((p) => p.facts.teamID === teamID && p.facts.season === season)
          .filter((p) => !preseason.has(season) || p.facts.competition.kind === 'friendly')
          .map((p) => matchAt(p, nowMs)),
      };
    },
    standings: (teamID, asked, nowMs) => {
      const season = asked ?? currentAt(nowMs);
      const team = teamSeedById(teamID);
      if (!team || !held.includes(season)) return undefined;
      const tables = competitionsOfTeam(team.teamID)
        .filter((c) => c.kind === 'league')
        .map((competition) =>
          standingsTableAt({
            team,
            competition,
            plans: plans.filter(
              (p) => p.facts.season === season && p.facts.competition.competitionID === competition.competitionID,
            ),
            others: seasons.others.filter((o) => o.season === season && o.competitionID === competition.competitionID),
            nowMs,
          }),
        );
      return { teamID, season, ...seasonsAt(nowMs), tables };
    },
    match: (matchID, nowMs) => {
      const p = byId.get(matchID);
      return p && detailAt(p, nowMs);
    },
    events: (matchID, after, nowMs) => {
      const p = byId.get(matchID);
      return p && eventsPageAt(p, nowMs, after);
    },
    nextEventAtMs: (matchID, after) => {
      const p = byId.get(matchID);
      return p && nextPublicationMs(p, after);
    },
  };
}
