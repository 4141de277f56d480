/**
 * The four seeded squads (t1 men's first team, t2 women, t3 U21, t4 U18): players, staff and a
 * short overview per team. The teams services, the match line-ups and the in-memory adapters all
 * read this one seed, so a player id in a line-up is a player on a squad page.
 *
 * Each squad: 24 players (3 goalkeepers, 8 defenders, 8 midfielders, 5 forwards), shirt numbers
 * unique per team, player slugs unique across the club, ages fitting the team on the day the
 * service started (U18 16-17, U21 18-20, seniors 19-34: dateOfBirthOn), a few senior players out on
 * loan for the season. Drawn by a seeded PRNG: identical on every run.
 */
import { teamSeeds, type TeamId } from './clubs-seed';
import { createSeedPrng, kebab, seedHash, type SeedPrng } from './seed-prng';
import { loanClubs, mensFirstNames, nationalities, staffRoles, surnames, womensFirstNames } from './squad-names';

export type PlayerPosition = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Forward';

export interface SquadPlayerSeed {
  /** stable, 't1-p07' */
  readonly playerID: string;
  readonly teamID: TeamId;
  /** kebab-case name, unique across the club */
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly shirtNumber: number;
  readonly position: PlayerPosition;
  readonly nationality: string;
  /** the player's age in whole years on the reference day, and how far into that year of life (days): dateOfBirthOn */
  readonly born: { readonly age: number; readonly dayInYear: number };
  readonly heightCm: number;
  readonly biography: string;
  /** 'player/t1-p07' */
  readonly imageKey: string;
  /** present when the player is out on loan (for the current season: protocol/teams/teams-seed.ts) */
  readonly loanedTo?: string;
}

export interface StaffSeed {
  readonly staffID: string;
  readonly teamID: TeamId;
  readonly name: string;
  readonly role: string;
  readonly imageKey: string;
}

export interface SquadSeed {
  readonly teamID: TeamId;
  readonly overview: string;
  readonly players: readonly SquadPlayerSeed[];
  readonly staff: readonly StaffSeed[];
}

export const SQUAD_SIZE = 24;
export const POSITION_COUNTS: Readonly<Record<PlayerPosition, number>> = {
  Goalkeeper: 3,
  Defender: 8,
  Midfielder: 8,
  Forward: 5,
};

/** ages (whole years on the reference day), inclusive */
const ageBands: Readonly<Record<TeamId, readonly [number, number]>> = {
  t1: [19, 34],
  t2: [19, 34],
  t3: [18, 20],
  t4: [16, 17],
};
const heightBands: Readonly<Record<PlayerPosition, readonly [number, number]>> = {
  Goalkeeper: [185, 198],
  Defender: [176, 193],
  Midfielder: [168, 186],
  Forward: [170, 190],
};
/** shirt numbers by position, first ones first; the rest of 1..40 fill any gap */
const numberPreference: Readonly<Record<PlayerPosition, readonly number[]>> = {
  Goalkeeper: [1, 13, 31],
  Defender: [2, 3, 4, 5, 6, 12, 15, 22, 24, 26],
  Midfielder: [8, 10, 14, 16, 17, 18, 20, 21, 23, 25],
  Forward: [7, 9, 11, 19, 27, 29],
};
/** how many players each team has out on loan */
const loansPerTeam: Readonly<Record<TeamId, number>> = { t1: 2, t2: 2, t3: 1, t4: 0 };

const strengths: Readonly<Record<PlayerPosition, readonly string[]>> = {
  Goalkeeper: [
    'commands the box at set pieces',
    'starts attacks with quick distribution',
    'is a specialist penalty stopper',
  ],
  Defender: [
    'reads the game a pass ahead',
    'is strong in the air at both ends',
    'carries the ball out from the back',
    'overlaps tirelessly down the flank',
  ],
  Midfielder: [
    'dictates the tempo from deep',
    'breaks up play and recycles possession',
    'arrives late in the box for goals',
    'delivers dangerous set pieces',
  ],
  Forward: [
    'finishes with either foot',
    'presses defenders relentlessly',
    'links play with clever movement',
    'beats full-backs for pace',
  ],
};
const origins: readonly string[] = [
  "came through the club's academy",
  'joined from a lower-league side',
  'signed after a trial at Northgate',
  'arrived on a free transfer',
  'was spotted playing Sunday league football',
  'moved to the club from abroad',
];
const trivia: readonly string[] = [
  'Off the pitch, {first} is studying for a sports science degree.',
  "{first} was voted the supporters' player of the month last spring.",
  'A keen cricketer as a teenager, {first} chose football at sixteen.',
  "{first} helps run the club's community coaching sessions.",
  'Team-mates say {first} is the first to arrive at training every day.',
];

const pad = (n: number) => String(n).padStart(2, '0');

function bornFor(prng: SeedPrng, [youngest, oldest]: readonly [number, number]): SquadPlayerSeed['born'] {
  return { age: prng.int(youngest, oldest), dayInYear: prng.int(0, 364) };
}

/**
 * A player's date of birth ('YYYY-MM-DD') for a reference moment (the service's start): aged
 * `born.age` on that day, born after the same day `age + 1` years before and on or before it
 * `age` years before, so every demo day shows the squad at the ages its team has.
 */
export function dateOfBirthOn(player: Pick<SquadPlayerSeed, 'born'>, referenceMs: number): string {
  const ref = new Date(referenceMs);
  const [y, m, d] = [ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate()];
  const latest = Date.UTC(y - player.born.age, m, d);
  const earliest = Date.UTC(y - player.born.age - 1, m, d + 1);
  return new Date(Math.min(latest, earliest + player.born.dayInYear * 86_400_000)).toISOString().slice(0, 10);
}

function biographyFor(
  prng: SeedPrng,
  first: string,
  position: PlayerPosition,
  nationality: string,
  teamName: string,
): string {
  const lead = `${first} is a ${position.toLowerCase()} from ${nationality} who ${prng.pick(origins)}.`;
  const middle = `In the ${teamName} squad, ${first} ${prng.pick(strengths[position])}.`;
  return prng.next() < 0.6 ? `${lead} ${middle} ${prng.pick(trivia).replace('{first}', first)}` : `${lead} ${middle}`;
}

function assignNumbers(positions: readonly PlayerPosition[]): number[] {
  const used = new Set<number>();
  const next: Record<PlayerPosition, number> = { Goalkeeper: 0, Defender: 0, Midfielder: 0, Forward: 0 };
  return positions.map((position) => {
    const preferred = numberPreference[position].slice(next[position]).find((n) => !used.has(n));
    next[position] += 1;
    const shirt = preferred ?? Array.from({ length: 40 }, (_, i) => i + 1).find((n) => !used.has(n)) ?? 99;
    used.add(shirt);
    return shirt;
  });
}

function buildSquad(teamID: TeamId, teamName: string, overview: string, usedSlugs: Set<string>): SquadSeed {
  const prng = createSeedPrng(seedHash(`squad-${teamID}`));
  const firstNames = teamID === 't2' ? womensFirstNames : mensFirstNames;
  const positions = (Object.keys(POSITION_COUNTS) as PlayerPosition[]).flatMap((p) =>
    Array<PlayerPosition>(POSITION_COUNTS[p]).fill(p),
  );
  const numbers = assignNumbers(positions);
  const loanIndexes = new Set(
    prng
      .shuffle(positions.map((_, i) => i).filter((i) => positions[i] !== 'Goalkeeper'))
      .slice(0, loansPerTeam[teamID]),
  );
  const players = positions.map((position, i): SquadPlayerSeed => {
    let firstName = prng.pick(firstNames);
    let lastName = prng.pick(surnames);
    // redraw until the name is new to the club: slugs are addresses and must be unique
    while (usedSlugs.has(kebab(`${firstName} ${lastName}`))) {
      firstName = prng.pick(firstNames);
      lastName = prng.pick(surnames);
    }
    const slug = kebab(`${firstName} ${lastName}`);
    usedSlugs.add(slug);
    const playerID = `${teamID}-p${pad(i + 1)}`;
    const nationality = prng.pick(nationalities);
    const [minH, maxH] = heightBands[position];
    const loan = loanIndexes.has(i) ? { loanedTo: prng.pick(loanClubs) } : {};
    return {
      playerID,
      teamID,
      slug,
      firstName,
      lastName,
      shirtNumber: numbers[i] ?? i + 1,
      position,
      nationality,
      born: bornFor(prng, ageBands[teamID]),
      heightCm: prng.int(teamID === 't4' ? minH - 6 : minH, maxH),
      biography: biographyFor(prng, firstName, position, nationality, teamName),
      imageKey: `player/${playerID}`,
      ...loan,
    };
  });
  const staff = staffRoles.map((role, i): StaffSeed => {
    const staffID = `${teamID}-s${pad(i + 1)}`;
    const name = `${prng.pick(teamID === 't2' && i % 2 === 0 ? womensFirstNames : mensFirstNames)} ${prng.pick(surnames)}`;
    return { staffID, teamID, name, role, imageKey: `staff/${staffID}` };
  });
  return { teamID, overview, players, staff };
}

function buildSquads(): readonly SquadSeed[] {
  const usedSlugs = new Set<string>();
  return teamSeeds.map((t) => buildSquad(t.teamID, t.name, t.overview, usedSlugs));
}

export const squadSeeds: readonly SquadSeed[] = buildSquads();

export const squadOfTeam = (teamID: string): SquadSeed | undefined => squadSeeds.find((s) => s.teamID === teamID);
export const allPlayers: readonly SquadPlayerSeed[] = squadSeeds.flatMap((s) => s.players);
export const playerById = (playerID: string): SquadPlayerSeed | undefined =>
  allPlayers.find((p) => p.playerID === playerID);
/** a player still at the club (not out on loan): the ones a line-up may name */
export const isAvailable = (p: SquadPlayerSeed): boolean => p.loanedTo === undefined;
