/**
 * The seeded seasons for all four teams, last season and the current one of the moment the
 * service started (season-calendar.ts): pre-season friendlies in July, a league of nine (the club
 * and eight opponents, each pair home and away, a round a fortnight from the second week of
 * August), and cup ties in midweek; the club's matches with line-ups and key-moment commentary,
 * the other league matches with their results, from which the league tables are counted. Whether
 * a match is a result or a fixture depends only on the clock the service is asked with, so a demo
 * on any day has results before it, the live match on it and fixtures after it. Special cases a
 * site must handle are planted on purpose (plantedMatchIDs).
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
import { previousSeason, seasonOf, seasonStartYear } from './season-calendar';

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
/** a league round a fortnight */
const ROUND_GAP_DAYS = 14;
/** the league's first round: the team's match day on or after 8 August */
const FIRST_ROUND = { month: 7, day: 8 } as const;
/** friendlies before the first round, cup ties after it (days; cup ties on the Tuesday on or after) */
const FRIENDLY_DAYS_BEFORE = [27, 17] as const;
const CUP_DAYS_AFTER = [67, 158, 214] as const;
const WEEK_MS = 7 * DAY_MS;

export interface TeamSeason {
  readonly plans: readonly MatchPlan[];
  /** the league's other matches, every pair of opponents home and away */
  readonly others: readonly LeagueMatchSeed[];
}

/**
 * The live match's place in its team's season: the league round nearest the moment the service
 * started is played today, at home to the live match's opponent; the whole season moves by whole
 * weeks so that round's match day is the nearest to today (so every other match keeps its day).
 */
export interface LiveRound {
  readonly plan: MatchPlan;
  readonly startedAtMs: number;
}

/** which of the club's rounds (placeholder 'o0'..'o7' opponents) is the live one, and the opponent order */
function liveLeague(
  rounds: readonly { round: number; homeID: string; awayID: string }[][],
  nominalFirstMs: number,
  live: LiveRound,
): { round: number; shiftMs: number; placeholder: string } {
  const playing = rounds
    .map((pairings, round) => ({
      round,
      pairing: pairings.find((p) => p.homeID === CLUB_LEAGUE_ID || p.awayID === CLUB_LEAGUE_ID),
    }))
    .filter((r): r is { round: number; pairing: { round: number; homeID: string; awayID: string } } => !!r.pairing);
  const distance = (round: number) => Math.abs(nominalFirstMs + round * ROUND_GAP_DAYS * DAY_MS - live.startedAtMs);
  const nearest = playing.reduce((best, r) => (distance(r.round) < distance(best.round) ? r : best));
  const offsetMs = live.startedAtMs - (nominalFirstMs + nearest.round * ROUND_GAP_DAYS * DAY_MS);
  const pairing = nearest.pairing;
  return {
    round: nearest.round,
    shiftMs: Math.round(offsetMs / WEEK_MS) * WEEK_MS,
    placeholder: pairing.homeID === CLUB_LEAGUE_ID ? pairing.awayID : pairing.homeID,
  };
}

function teamSeason(team: TeamSeed, season: string, which: 'current' | 'previous', live?: LiveRound): TeamSeason {
  const year = seasonStartYear(season);
  const prng = createSeedPrng(seedHash(`season-${team.teamID}-${season}`));
  const [weekday, hour, minute] = matchDay[team.teamID];
  const competitions = competitionsOfTeam(team.teamID);
  const league = competitions.find((c) => c.kind === 'league');
  const cup = competitions.find((c) => c.kind === 'cup');
  const friendly = competitions.find((c) => c.kind === 'friendly');
  const liveOpponent = live && opponentSeeds.find((o) => o.opponentID === live.plan.opponentID);
  const drawn = prng.shuffle(opponentSeeds.filter((o) => o !== liveOpponent));
  const opponents = liveOpponent
    ? [...drawn.slice(0, LEAGUE_OPPONENTS - 1), liveOpponent]
    : drawn.slice(0, LEAGUE_OPPONENTS);
  const rest = opponentSeeds.filter((o) => !opponents.includes(o));
  // the round robin over placeholders, so the live opponent can take the place the live round needs
  const placeholders = opponents.map((_, i) => `o${i}`);
  const rounds = doubleRoundRobin([CLUB_LEAGUE_ID, ...placeholders]);
  const nominalFirstMs = kickOffOn(Date.UTC(year, FIRST_ROUND.month, FIRST_ROUND.day), weekday, hour, minute);
  const aligned = live && liveOpponent ? liveLeague(rounds, nominalFirstMs, live) : undefined;
  const firstDayMs = Date.UTC(year, FIRST_ROUND.month, FIRST_ROUND.day) + (aligned?.shiftMs ?? 0);
  const opponentOf = new Map<string, OpponentSeed>();
  const others_ = placeholders.filter((ph) => ph !== aligned?.placeholder);
  const seats = opponents.filter((o) => o !== liveOpponent || !aligned);
  others_.forEach((ph, i) => opponentOf.set(ph, seats[i] as OpponentSeed));
  if (aligned && liveOpponent) opponentOf.set(aligned.placeholder, liveOpponent);
  const idOf = (id: string) => (id === CLUB_LEAGUE_ID ? id : (opponentOf.get(id) as OpponentSeed).opponentID);
  type Slot = { competition: CompetitionSeed; opponent: OpponentSeed; home: boolean; kickOffMs: number };
  const slots: Slot[] = [];
  const others: LeagueMatchSeed[] = [];
  let livePlan: MatchPlan | undefined;
  if (friendly) {
    rest.slice(0, 2).forEach((o, i) =>
      slots.push({
        competition: friendly,
        opponent: o,
        home: i === 0,
        kickOffMs: kickOffOn(firstDayMs - (FRIENDLY_DAYS_BEFORE[i] ?? 0) * DAY_MS, weekday, hour, minute),
      }),
    );
  }
  if (league) {
    for (const pairing of rounds.flat()) {
      const kickOffMs = kickOffOn(firstDayMs + pairing.round * ROUND_GAP_DAYS * DAY_MS, weekday, hour, minute);
      const [homeID, awayID] = [idOf(pairing.homeID), idOf(pairing.awayID)];
      const clubHome = homeID === CLUB_LEAGUE_ID;
      if (clubHome || awayID === CLUB_LEAGUE_ID) {
        const opponent = opponentOf.get(clubHome ? pairing.awayID : pairing.homeID) as OpponentSeed;
        if (aligned && live && opponent === liveOpponent) {
          // the live round is played today, at home; the return match is away (whichever half it falls in)
          if (pairing.round === aligned.round) livePlan = live.plan;
          else slots.push({ competition: league, opponent, home: false, kickOffMs });
          continue;
        }
        slots.push({ competition: league, opponent, home: clubHome, kickOffMs });
        continue;
      }
      const matchID = `${team.teamID}-${season}-${league.competitionID}-${homeID}-${awayID}`;
      const result = createSeedPrng(seedHash(matchID));
      others.push({
        matchID,
        teamID: team.teamID,
        season,
        competitionID: league.competitionID,
        kickOffMs,
        homeID,
        awayID,
        score: { home: result.int(0, 3), away: result.int(0, 3) },
      });
    }
  }
  if (cup) {
    CUP_DAYS_AFTER.forEach((days, i) =>
      slots.push({
        competition: cup,
        opponent: prng.pick(rest.length > 2 ? rest.slice(2) : opponentSeeds),
        home: i !== 1,
        kickOffMs: kickOffOn(firstDayMs + days * DAY_MS, 2, 19, 45),
      }),
    );
  }
  slots.sort((a, b) => a.kickOffMs - b.kickOffMs);
  const planted = plantedFor(team.teamID, season, which);
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
      postponed: planted.postponed.includes(matchID),
      ...(planted.abandoned.includes(matchID) ? { abandonAtMinute: 62 } : {}),
    });
  });
  return { plans: livePlan ? [...plans, livePlan] : plans, others };
}

/**
 * The special cases a site must handle, planted on purpose and named relative to the seasons:
 * postponed matches never kick off (the current season's twelfth of the first team, last season's
 * ninth of the women), abandoned ones stop at 62' (last season's eighth of the first team, the
 * current season's fifth of the U21). The first of each list is in last season: always in the past.
 */
export interface PlantedMatchIDs {
  readonly postponed: readonly string[];
  readonly abandoned: readonly string[];
}

const PLANTED = {
  postponed: [
    ['t2', 'previous', 9],
    ['t1', 'current', 12],
  ],
  abandoned: [
    ['t1', 'previous', 8],
    ['t3', 'current', 5],
  ],
} as const;

export function plantedMatchIDs(startedAtMs: number): PlantedMatchIDs {
  const current = seasonOf(startedAtMs);
  const name = (s: 'current' | 'previous') => (s === 'current' ? current : previousSeason(current));
  const ids = (list: readonly (readonly [string, 'current' | 'previous', number])[]) =>
    list.map(([team, s, n]) => `${team}-${name(s)}-${String(n).padStart(2, '0')}`);
  return { postponed: ids(PLANTED.postponed), abandoned: ids(PLANTED.abandoned) };
}

function plantedFor(teamID: string, season: string, which: 'current' | 'previous'): PlantedMatchIDs {
  const pick = (list: readonly (readonly [string, 'current' | 'previous', number])[]) =>
    list
      .filter(([team, s]) => team === teamID && s === which)
      .map(([team, , n]) => `${team}-${season}-${String(n).padStart(2, '0')}`);
  return { postponed: pick(PLANTED.postponed), abandoned: pick(PLANTED.abandoned) };
}

/** the seasons the service holds at a moment: last season and the current one (its clock's), oldest first */
export function seededSeasonsAt(startedAtMs: number): readonly [string, string] {
  const current = seasonOf(startedAtMs);
  return [previousSeason(current), current];
}

/**
 * Every seeded match of both seasons (about 170 plans, and the leagues' other results): last
 * season as it was played, the current one laid out around the moment the service started, the
 * first team's live match in its league round today.
 */
export function seededSeasons(startedAtMs: number, livePlan: MatchPlan): TeamSeason {
  const [previous, current] = seededSeasonsAt(startedAtMs);
  const all = teamSeeds.flatMap((team) => [
    teamSeason(team, previous, 'previous'),
    teamSeason(
      team,
      current,
      'current',
      team.teamID === livePlan.facts.teamID ? { plan: livePlan, startedAtMs } : undefined,
    ),
  ]);
  return { plans: all.flatMap((s) => s.plans), others: all.flatMap((s) => s.others) };
}
