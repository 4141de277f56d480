/**
 * Generated matches for the player statistics properties. Each one is simulated: who is on the
 * pitch is tracked while random actions (goals, own goals, substitutions, cards) are turned into
 * feed events, so the events are well formed and the simulation's own minute count is an oracle
 * the statistics can be checked against.
 */
import fc from 'fast-check';
import type {
  Lineup,
  LineupPlayer,
  MatchDetail,
  MatchEvent,
  MatchEventKind,
  MatchStatus,
  PlayerPosition,
  Side,
} from '@core/matches/match-types';

type Action =
  | 'goal'
  | 'penalty-goal'
  | 'own-goal'
  | 'opponent-goal'
  | 'opponent-own-goal'
  | 'substitution'
  | 'yellow-card'
  | 'second-yellow'
  | 'red-card';
interface Step {
  readonly minute: number;
  readonly action: Action;
  readonly pick: number;
  readonly pick2: number;
  readonly assisted: boolean;
}

export interface SimulatedMatch {
  readonly detail: MatchDetail;
  readonly clubSide: Side;
  /** the simulation's minutes per club player who appeared */
  readonly minutes: ReadonlyMap<string, number>;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  minute: fc.integer({ min: 1, max: 95 }),
  action: fc.constantFrom<Action>(
    'goal',
    'penalty-goal',
    'own-goal',
    'opponent-goal',
    'opponent-own-goal',
    'substitution',
    'substitution',
    'yellow-card',
    'second-yellow',
    'red-card',
  ),
  pick: fc.nat(),
  pick2: fc.nat(),
  assisted: fc.boolean(),
});

const lineupPlayer = (playerID: string, position: PlayerPosition): LineupPlayer => ({
  playerID,
  name: playerID,
  shirtNumber: 1,
  position,
  captain: false,
});
const outfield: readonly PlayerPosition[] = ['Defender', 'Midfielder', 'Forward'];

function lineup(side: Side, ids: readonly string[]): Lineup {
  // the first of the starters and the first of the bench are goalkeepers
  const starting = ids.slice(0, 11).map((id, i) => lineupPlayer(id, i === 0 ? 'Goalkeeper' : outfield[i % 3]!));
  const substitutes = ids.slice(11, 18).map((id, i) => lineupPlayer(id, i === 0 ? 'Goalkeeper' : outfield[i % 3]!));
  return { side, formation: '4-3-3', starting, substitutes };
}

/** the club's match-day 18 drawn from a shared pool, so players recur across a season */
const clubIdsArb = fc.shuffledSubarray(
  Array.from({ length: 26 }, (_, i) => `c${String(i + 1).padStart(2, '0')}`),
  { minLength: 18, maxLength: 18 },
);

function simulate(
  matchID: string,
  clubSide: Side,
  status: MatchStatus,
  clubIds: readonly string[],
  steps: readonly Step[],
): SimulatedMatch {
  const opponentSide: Side = clubSide === 'home' ? 'away' : 'home';
  const opponentIds = Array.from({ length: 18 }, (_, i) => `${matchID}-o${i}`);
  const onPitch = clubIds.slice(0, 11);
  const bench = clubIds.slice(11, 18);
  const onAt = new Map<string, number>(onPitch.map((id) => [id, 0]));
  const offAt = new Map<string, number>();
  const booked = new Set<string>();
  const events: MatchEvent[] = [];
  const push = (
    kind: MatchEventKind,
    side: Side,
    minute: number,
    playerID: string | null,
    secondaryPlayerID: string | null = null,
  ) =>
    events.push({
      sequence: events.length + 1,
      matchID,
      kind,
      period: minute <= 45 ? 1 : 2,
      minute: Math.min(90, minute),
      addedMinute: Math.max(0, minute - 90),
      side,
      playerID,
      secondaryPlayerID,
      text: kind,
      publishedAt: '2025-08-09T15:00:00.000Z',
      possessionHome: null,
    });
  const leave = (id: string, minute: number) => {
    onPitch.splice(onPitch.indexOf(id), 1);
    offAt.set(id, Math.min(90, minute));
  };

  for (const s of [...steps].sort((a, b) => a.minute - b.minute)) {
    const player = onPitch[s.pick % Math.max(1, onPitch.length)];
    const other = onPitch.filter((id) => id !== player)[s.pick2 % Math.max(1, onPitch.length - 1)] ?? null;
    switch (s.action) {
      case 'opponent-goal':
        push('goal', opponentSide, s.minute, opponentIds[s.pick % 11]!);
        break;
      case 'opponent-own-goal':
        push('own-goal', opponentSide, s.minute, opponentIds[s.pick % 11]!);
        break;
      default: {
        if (!player) break;
        if (s.action === 'goal') push('goal', clubSide, s.minute, player, s.assisted ? other : null);
        else if (s.action === 'penalty-goal' || s.action === 'own-goal') push(s.action, clubSide, s.minute, player);
        else if (s.action === 'yellow-card' && !booked.has(player)) {
          booked.add(player);
          push('yellow-card', clubSide, s.minute, player);
        } else if (s.action === 'red-card' || (s.action === 'second-yellow' && booked.has(player))) {
          push(s.action, clubSide, s.minute, player);
          leave(player, s.minute);
        } else if (s.action === 'substitution' && bench.length > 0) {
          const on = bench.splice(s.pick2 % bench.length, 1)[0]!;
          push('substitution', clubSide, s.minute, player, on);
          leave(player, s.minute);
          onPitch.push(on);
          onAt.set(on, Math.min(90, s.minute));
        }
      }
    }
  }
  const minutes = new Map([...onAt].map(([id, on]) => [id, (offAt.get(id) ?? 90) - on]));
  const clubSideInfo = { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'crest/uzfc', isClub: true };
  const opponentInfo = { name: 'Lowfield', shortName: 'Lowfield', crestImageKey: 'crest/lowfield', isClub: false };
  const detail: MatchDetail = {
    match: {
      matchID,
      teamID: 't1',
      season: '2025-26',
      competition: { competitionID: 'league', name: 'League', shortName: 'L', kind: 'league', crestImageKey: 'c' },
      kickOff: new Date(Date.UTC(2025, 7, 1) + Number(matchID.replace(/\D/g, '')) * 7 * 86_400_000).toISOString(),
      home: clubSide === 'home' ? clubSideInfo : opponentInfo,
      away: clubSide === 'away' ? clubSideInfo : opponentInfo,
      venue: 'Zenith Park',
      status,
      score: null,
      ticketUrl: null,
      lastSequence: events.length,
    },
    lineups: [lineup(clubSide, clubIds), lineup(opponentSide, opponentIds)],
    events,
    statistics: {
      home: { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0 },
      away: { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0 },
    },
  };
  return { detail, clubSide, minutes };
}

export const simulatedMatchArb = (
  index: number,
  statuses: readonly MatchStatus[] = ['played'],
): fc.Arbitrary<SimulatedMatch> =>
  fc
    .tuple(
      fc.constantFrom<Side>('home', 'away'),
      fc.constantFrom(...statuses),
      clubIdsArb,
      fc.array(stepArb, { maxLength: 14 }),
    )
    .map(([side, status, ids, steps]) => simulate(`m${index}`, side, status, ids, steps));

/** a season of up to `max` matches with distinct ids and kick-offs */
export const seasonArb = (max = 6, statuses: readonly MatchStatus[] = ['played']): fc.Arbitrary<SimulatedMatch[]> =>
  fc
    .integer({ min: 0, max })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => simulatedMatchArb(i, statuses))));
