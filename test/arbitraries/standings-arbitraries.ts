/**
 * Generated league tables for the standings properties: teams with unique ids (names may
 * repeat, so the last tie-breaker is exercised), any mix of results, any rules a competition
 * might use, and live scores between two of the table's teams.
 */
import fc from 'fast-check';
import {
  tieBreakers,
  type CompetitionRules,
  type FormResult,
  type LiveScore,
  type StandingTally,
} from '@core/matches/standings-types';

const tallyArb = (teamID: string): fc.Arbitrary<StandingTally> =>
  fc
    .record({
      name: fc.constantFrom('Ashcombe', 'ashcombe', 'Brackenridge', 'Castlebridge', 'UZFC', 'Zeal', 'Á'),
      won: fc.nat(20),
      drawn: fc.nat(20),
      lost: fc.nat(20),
      goalsFor: fc.nat(60),
      goalsAgainst: fc.nat(60),
      form: fc.array(fc.constantFrom<FormResult>('W', 'D', 'L'), { maxLength: 5 }),
    })
    .map((t) => ({
      ...t,
      teamID,
      shortName: t.name,
      crestImageKey: `crest/${teamID}`,
      isClub: teamID === 'team-0',
      played: t.won + t.drawn + t.lost,
    }));

export const talliesArb = (min = 0, max = 12): fc.Arbitrary<StandingTally[]> =>
  fc.integer({ min, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => tallyArb(`team-${i}`))));

export const rulesArb: fc.Arbitrary<CompetitionRules> = fc.record({
  pointsForWin: fc.integer({ min: 1, max: 4 }),
  pointsForDraw: fc.integer({ min: 0, max: 1 }),
  tieBreakers: fc.shuffledSubarray([...tieBreakers]),
});

export const footballRules: CompetitionRules = {
  pointsForWin: 3,
  pointsForDraw: 1,
  tieBreakers: ['points', 'goal-difference', 'goals-for', 'name'],
};

/** a table and live scores between distinct teams of it, no team in two matches */
export const liveTableArb = (maxMatches = 3): fc.Arbitrary<{ tallies: StandingTally[]; live: LiveScore[] }> =>
  talliesArb(2, 12).chain((tallies) =>
    fc
      .shuffledSubarray(
        tallies.map((t) => t.teamID),
        { minLength: 0, maxLength: Math.min(tallies.length, maxMatches * 2) },
      )
      .chain((ids) => {
        const pairs = Array.from({ length: Math.floor(ids.length / 2) }, (_, i): [string, string] => [
          ids[2 * i]!,
          ids[2 * i + 1]!,
        ]);
        return fc.tuple(...pairs.map(() => fc.record({ home: fc.nat(6), away: fc.nat(6) }))).map((scores) => ({
          tallies,
          live: pairs.map(([homeTeamID, awayTeamID], i): LiveScore => ({
            matchID: `live-${i}`,
            homeTeamID,
            awayTeamID,
            score: scores[i]!,
          })),
        }));
      }),
  );
