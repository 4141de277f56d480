/**
 * Match-day line-ups: eleven starters in a formation and seven substitutes. The club's side is
 * picked from its squad (players out on loan never appear), so a line-up's player ids are the
 * squad pages' ids. Opponents get a fixed, invented match-day squad per club and team.
 */
import type { OpponentSeed, TeamId } from './clubs-seed';
import type { LineupPlayerWire, LineupWire, PositionWire, SideWire } from './match-wire';
import { createSeedPrng, seedHash, type SeedPrng } from './seed-prng';
import { mensFirstNames, surnames, womensFirstNames } from './squad-names';
import { isAvailable, squadOfTeam, type SquadPlayerSeed } from './squads-seed';

/** defenders-midfielders-forwards behind one goalkeeper */
export const formations: readonly string[] = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2'];
const SUBSTITUTES: Readonly<Record<PositionWire, number>> = { Goalkeeper: 1, Defender: 2, Midfielder: 2, Forward: 2 };

/** how many of each position a formation starts: '4-2-3-1' -> 4 defenders, 5 midfielders, 1 forward */
export function formationShape(formation: string): Readonly<Record<PositionWire, number>> {
  const lines = formation.split('-').map(Number);
  const defenders = lines[0] ?? 4;
  const forwards = lines[lines.length - 1] ?? 2;
  return { Goalkeeper: 1, Defender: defenders, Midfielder: 10 - defenders - forwards, Forward: forwards };
}

function pickLineup(side: SideWire, formation: string, pool: readonly LineupPlayerWire[], prng: SeedPrng): LineupWire {
  const shape = formationShape(formation);
  const starting: LineupPlayerWire[] = [];
  const substitutes: LineupPlayerWire[] = [];
  for (const position of ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const) {
    // goalkeepers keep their order (number one starts); outfielders rotate from match to match
    const ofPosition = pool.filter((p) => p.position === position);
    const order = position === 'Goalkeeper' ? ofPosition : prng.shuffle(ofPosition);
    starting.push(...order.slice(0, shape[position]));
    substitutes.push(...order.slice(shape[position], shape[position] + SUBSTITUTES[position]));
  }
  const captain = starting.find((p) => p.position === 'Defender') ?? starting[0];
  return {
    side,
    formation,
    starting: starting.map((p) => ({ ...p, captain: p.playerID === captain?.playerID })),
    substitutes,
  };
}

const asLineupPlayer = (p: SquadPlayerSeed): LineupPlayerWire => ({
  playerID: p.playerID,
  name: `${p.firstName} ${p.lastName}`,
  shirtNumber: p.shirtNumber,
  position: p.position,
  captain: false,
});

export function clubLineup(teamID: TeamId, side: SideWire, prng: SeedPrng): LineupWire {
  const squad = squadOfTeam(teamID)?.players.filter(isAvailable) ?? [];
  return pickLineup(side, prng.pick(formations), squad.map(asLineupPlayer), prng);
}

const opponentSquadCache = new Map<string, readonly LineupPlayerWire[]>();

/** an opponent's 22 for one of the club's teams: 2 goalkeepers, 7 defenders, 7 midfielders, 6 forwards */
export function opponentSquad(opponent: OpponentSeed, teamID: TeamId): readonly LineupPlayerWire[] {
  const key = `${opponent.opponentID}-${teamID}`;
  const cached = opponentSquadCache.get(key);
  if (cached) return cached;
  const prng = createSeedPrng(seedHash(`opponent-${key}`));
  const firsts = teamID === 't2' ? womensFirstNames : mensFirstNames;
  const positions: PositionWire[] = [
    ...Array<PositionWire>(2).fill('Goalkeeper'),
    ...Array<PositionWire>(7).fill('Defender'),
    ...Array<PositionWire>(7).fill('Midfielder'),
    ...Array<PositionWire>(6).fill('Forward'),
  ];
  const numbers = prng.shuffle(Array.from({ length: 30 }, (_, i) => i + 2));
  const squad = positions.map((position, i): LineupPlayerWire => ({
    playerID: `${key}-p${String(i + 1).padStart(2, '0')}`,
    name: `${prng.pick(firsts)} ${prng.pick(surnames)}`,
    shirtNumber: i === 0 ? 1 : (numbers[i] ?? i + 2),
    position,
    captain: false,
  }));
  opponentSquadCache.set(key, squad);
  return squad;
}

export function opponentLineup(opponent: OpponentSeed, teamID: TeamId, side: SideWire, prng: SeedPrng): LineupWire {
  return pickLineup(side, prng.pick(formations), opponentSquad(opponent, teamID), prng);
}
