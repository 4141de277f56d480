/**
 * The whole match-data service as data: the seeded seasons, the anchored live match and the
 * upcoming fixtures, answered for any clock. The stand-in's match-data service serves it over
 * HTTP and the site's in-memory adapters serve it directly, so both give the same answers.
 */
import { competitionSeeds, competitionsOfTeam, teamSeedById, teamSeeds } from './clubs-seed';
import { LIVE_MATCH_ID, LIVE_MATCH_SEASON, liveMatchPlan, upcomingPlans, type LiveTiming } from './live-match-seed';
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
import { SEEDED_SEASONS, seededSeasons, toCompetitionWire } from './season-seed';
import { standingsTableAt } from './standings-seed';

export interface MatchData {
  readonly liveMatchID: string;
  readonly plans: readonly MatchPlan[];
  teams(): readonly TeamWire[];
  competitions(): readonly CompetitionWire[];
  /** the team's matches of the season in kick-off order (teamID t1..t4, season '2025-26') */
  fixtures(teamID: string, season: string, nowMs: number): FixturesWire;
  match(matchID: string, nowMs: number): MatchDetailWire | undefined;
  /** the team's league tables of the season (the current season when none is given); undefined for an unknown team or season */
  standings(teamID: string, season: string | undefined, nowMs: number): StandingsWire | undefined;
  events(matchID: string, afterSequence: number, nowMs: number): EventsPageWire | undefined;
  /** when the next event after `afterSequence` is due, for a push stream to sleep until */
  nextEventAtMs(matchID: string, afterSequence: number): number | undefined;
}

export interface MatchDataOptions extends LiveTiming {
  /** seasons whose fixtures are not published yet (preseason): only their friendlies are listed */
  readonly preseasonSeasons?: readonly string[];
}

export function createMatchData(timing: MatchDataOptions): MatchData {
  const preseason = new Set(timing.preseasonSeasons ?? []);
  const seasons = seededSeasons();
  const plans = [...seasons.plans, liveMatchPlan(timing), ...upcomingPlans(timing.startedAtMs)].sort(
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
    fixtures: (teamID, season, nowMs) => ({
      teamID,
      season,
      preseason: preseason.has(season),
      fixtures: plans
        .filter((p) => p.facts.teamID === teamID && p.facts.season === season)
        .filter((p) => !preseason.has(season) || p.facts.competition.kind === 'friendly')
        .map((p) => matchAt(p, nowMs)),
    }),
    standings: (teamID, season = LIVE_MATCH_SEASON, nowMs) => {
      const team = teamSeedById(teamID);
      if (!team || !SEEDED_SEASONS.includes(season)) return undefined;
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
      return { teamID, season, tables };
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
