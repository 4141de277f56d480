/**
 * The seeded seasons 2024-25 and 2025-26 for all four teams: pre-season friendlies in July,
 * a league of nine (the club and eight opponents, each pair home and away, a round a fortnight),
 * and cup ties in midweek; the club's matches with line-ups and key-moment commentary, the
 * other league matches with their results, from which the league tables are counted. Fixed dates, so "result" or "fixture" depends only on the clock
 * the service is asked with. Special cases a site must handle are planted on purpose:
 * POSTPONED_MATCH_IDS never kick off, ABANDONED_MATCH_IDS stop in the second half.
 */
import {
  competitionsOfTeam,
  opponentSeeds,
  teamSeeds,
  type CompetitionSeed,
  type OpponentSeed,
  type TeamId,
  type TeamSeed,
} from './clubs-seed';
import { clubLineup, opponentLineup } from './lineups-seed';
import { londonTimeToUtcMs } from './london-kick-off';
import { TICKETS_BASE_URL, type MatchFacts, type MatchPlan } from './match-plan';
import { scriptMatch } from './match-script';
import type { CompetitionWire, MatchSideWire } from './match-wire';
import { doubleRoundRobin } from './league-schedule';
import { createSeedPrng, seedHash, type SeedPrng } from './seed-prng';

export const SEEDED_SEASONS: readonly string[] = ['2024-25', '2025-26'];
export const POSTPONED_MATCH_IDS: readonly string[] = ['t1-2025-26-12', 't2-2024-25-09'];
export const ABANDONED_MATCH_IDS: readonly string[] = ['t1-2024-25-08', 't3-2025-26-05'];
const LEAGUE_OPPONENTS = 8;
const DAY_MS = 86_400_000;

/** each team's match day and London kick-off time: [weekday 0=Sunday, hour, minute] */
export const matchDay: Readonly<Record<TeamId, readonly [number, number, number]>> = {
  t1: [6, 15, 0],
  t2: [0, 14, 0],
  t3: [1, 19, 0],
  t4: [6, 11, 0],
};

export const toCompetitionWire = (c: CompetitionSeed): CompetitionWire => ({
  competitionID: c.competitionID,
  name: c.name,
  shortName: c.shortName,
  kind: c.kind,
  crestImageKey: c.crestImageKey,
});

export const clubSide = (team: TeamSeed): MatchSideWire => ({
  name: team.displayName,
  shortName: team.displayName,
  crestImageKey: team.crestImageKey,
  isClub: true,
});
export const opponentSide = (team: TeamSeed, o: OpponentSeed): MatchSideWire => ({
  name: `${o.name}${team.nameSuffix}`,
  shortName: `${o.shortName}${team.nameSuffix}`,
  crestImageKey: o.crestImageKey,
  isClub: false,
});

/** the first `weekday` on or after the given UTC day */
function onWeekday(dayMs: number, weekday: number): Date {
  const d = new Date(dayMs);
  return new Date(dayMs + ((weekday - d.getUTCDay() + 7) % 7) * DAY_MS);
}

export function kickOffOn(dayMs: number, weekday: number, hour: number, minute: number): number {
  const d = onWeekday(dayMs, weekday);
  return londonTimeToUtcMs(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
}

export interface PlanInput {
  readonly matchID: string;
  readonly team: TeamSeed;
  readonly season: string;
  readonly competition: CompetitionSeed;
  readonly opponent: OpponentSeed;
  readonly clubAtHome: boolean;
  readonly kickOffMs: number;
  readonly prng: SeedPrng;
  readonly density: number;
  readonly speed: number;
  readonly postponed?: boolean;
  readonly abandonAtMinute?: number;
}

/** one match: its facts, both line-ups and the commentary that produces a drawn scoreline */
export function planMatch(input: PlanInput): MatchPlan {
  const { team, opponent, prng, clubAtHome } = input;
  const club = clubSide(team);
  const them = opponentSide(team, opponent);
  const facts: MatchFacts = {
    matchID: input.matchID,
    teamID: team.teamID,
    season: input.season,
    competition: toCompetitionWire(input.competition),
    kickOff: new Date(input.kickOffMs).toISOString(),
    home: clubAtHome ? club : them,
    away: clubAtHome ? them : club,
    venue: clubAtHome ? team.homeVenue : opponent.venue,
  };
  const clubGoals = prng.int(0, clubAtHome ? 4 : 3);
  const theirGoals = prng.int(0, clubAtHome ? 2 : 3);
  const homeLineup = clubAtHome
    ? clubLineup(team.teamID, 'home', prng)
    : opponentLineup(opponent, team.teamID, 'home', prng);
  const awayLineup = clubAtHome
    ? opponentLineup(opponent, team.teamID, 'away', prng)
    : clubLineup(team.teamID, 'away', prng);
  const events = input.postponed
    ? []
    : scriptMatch({
        prng,
        density: input.density,
        home: { name: facts.home.shortName, lineup: homeLineup },
        away: { name: facts.away.shortName, lineup: awayLineup },
        goals: { home: clubAtHome ? clubGoals : theirGoals, away: clubAtHome ? theirGoals : clubGoals },
        ...(input.abandonAtMinute !== undefined ? { abandonAtMinute: input.abandonAtMinute } : {}),
      });
  return {
    facts,
    postponed: input.postponed ?? false,
    lineups: input.postponed ? [] : [homeLineup, awayLineup],
    events,
    speed: input.speed,
    ticketUrl: clubAtHome && input.competition.kind !== 'friendly' ? `${TICKETS_BASE_URL}/${input.matchID}` : null,
    opponentID: opponent.opponentID,
  };
}

/** a league match between two of the club's opponents: only its result is seeded (no commentary) */
export interface LeagueMatchSeed {
  readonly matchID: string;
  /** the club team whose league it is */
  readonly teamID: TeamId;
  readonly season: string;
  readonly competitionID: string;
  readonly kickOffMs: number;
  readonly homeID: string;
  readonly awayID: string;
  readonly score: { readonly home: number; readonly away: number };
}

/** the club's row in its league tables and its place in the round robin */
export const CLUB_LEAGUE_ID = 'uzfc';
/** the first league round in the second week of August, then a round a fortnight */
const ROUND_GAP_DAYS = 14;

export interface TeamSeason {
  readonly plans: readonly MatchPlan[];
  /** the league's other matches, every pair of opponents home and away */
  readonly others: readonly LeagueMatchSeed[];
}

function teamSeason(team: TeamSeed, season: string): TeamSeason {
  const year = Number(season.slice(0, 4));
  const prng = createSeedPrng(seedHash(`season-${team.teamID}-${season}`));
  const [weekday, hour, minute] = matchDay[team.teamID];
  const competitions = competitionsOfTeam(team.teamID);
  const league = competitions.find((c) => c.kind === 'league');
  const cup = competitions.find((c) => c.kind === 'cup');
  const friendly = competitions.find((c) => c.kind === 'friendly');
  const opponents = prng.shuffle(opponentSeeds).slice(0, LEAGUE_OPPONENTS);
  const rest = opponentSeeds.filter((o) => !opponents.includes(o));
  type Slot = { competition: CompetitionSeed; opponent: OpponentSeed; home: boolean; kickOffMs: number };
  const slots: Slot[] = [];
  const others: LeagueMatchSeed[] = [];
  if (friendly) {
    rest.slice(0, 2).forEach((o, i) =>
      slots.push({
        competition: friendly,
        opponent: o,
        home: i === 0,
        kickOffMs: kickOffOn(Date.UTC(year, 6, 12 + i * 10), weekday, hour, minute),
      }),
    );
  }
  if (league) {
    const byID = new Map(opponents.map((o) => [o.opponentID, o]));
    const rounds = doubleRoundRobin([CLUB_LEAGUE_ID, ...opponents.map((o) => o.opponentID)]);
    for (const pairing of rounds.flat()) {
      const kickOffMs = kickOffOn(
        Date.UTC(year, 7, 8) + pairing.round * ROUND_GAP_DAYS * DAY_MS,
        weekday,
        hour,
        minute,
      );
      const clubHome = pairing.homeID === CLUB_LEAGUE_ID;
      if (clubHome || pairing.awayID === CLUB_LEAGUE_ID) {
        const opponent = byID.get(clubHome ? pairing.awayID : pairing.homeID) as OpponentSeed;
        slots.push({ competition: league, opponent, home: clubHome, kickOffMs });
        continue;
      }
      const matchID = `${team.teamID}-${season}-${league.competitionID}-${pairing.homeID}-${pairing.awayID}`;
      const result = createSeedPrng(seedHash(matchID));
      others.push({
        matchID,
        teamID: team.teamID,
        season,
        competitionID: league.competitionID,
        kickOffMs,
        homeID: pairing.homeID,
        awayID: pairing.awayID,
        score: { home: result.int(0, 3), away: result.int(0, 3) },
      });
    }
  }
  if (cup) {
    // midweek cup rounds in October, January and March, 19:45 London
    [
      [9, 14],
      [0, 13],
      [2, 10],
    ].forEach(([month, day], i) =>
      slots.push({
        competition: cup,
        opponent: prng.pick(rest.length > 2 ? rest.slice(2) : opponentSeeds),
        home: i !== 1,
        kickOffMs: kickOffOn(Date.UTC(month === 9 ? year : year + 1, month ?? 0, day ?? 1), 2, 19, 45),
      }),
    );
  }
  slots.sort((a, b) => a.kickOffMs - b.kickOffMs);
  const plans = slots.map((slot, i) => {
    const matchID = `${team.teamID}-${season}-${String(i + 1).padStart(2, '0')}`;
    return planMatch({
      matchID,
      team,
      season,
      competition: slot.competition,
      opponent: slot.opponent,
      clubAtHome: slot.home,
      kickOffMs: slot.kickOffMs,
      prng: createSeedPrng(seedHash(matchID)),
      density: 0.3,
      speed: 1,
      postponed: POSTPONED_MATCH_IDS.includes(matchID),
      ...(ABANDONED_MATCH_IDS.includes(matchID) ? { abandonAtMinute: 62 } : {}),
    });
  });
  return { plans, others };
}

let cached: TeamSeason | undefined;
/** every seeded match of both seasons, built once (about 170 plans, and the leagues' other results) */
export function seededSeasons(): TeamSeason {
  if (!cached) {
    const all = teamSeeds.flatMap((team) => SEEDED_SEASONS.map((season) => teamSeason(team, season)));
    cached = { plans: all.flatMap((s) => s.plans), others: all.flatMap((s) => s.others) };
  }
  return cached;
}
