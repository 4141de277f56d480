import fc from 'fast-check';
import { formationLines, marksInWords, marksOf, pitchSpots, playerMarks } from './lineup-pitch';
import type { LineupPlayer, MatchEvent, PlayerPosition } from './match-types';

const player = (i: number, position: PlayerPosition): LineupPlayer => ({
  playerID: `p${i}`,
  name: `Player ${i}`,
  shirtNumber: i + 1,
  position,
  captain: false,
});

/** a starting eleven listed keeper first, then by position, under a formation that may or may not describe it */
const lineupArb = fc
  .record({
    defenders: fc.integer({ min: 2, max: 5 }),
    midfielders: fc.integer({ min: 2, max: 5 }),
    formation: fc.oneof(
      fc.constantFrom('4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '5-3-2', '4-1-4-1'),
      fc.string({ maxLength: 8 }),
    ),
    keeperMissing: fc.boolean(),
  })
  .map(({ defenders, midfielders, formation, keeperMissing }) => {
    const forwards = Math.max(1, 10 - defenders - midfielders);
    const outfield: PlayerPosition[] = [
      ...Array<PlayerPosition>(defenders).fill('Defender'),
      ...Array<PlayerPosition>(midfielders).fill('Midfielder'),
      ...Array<PlayerPosition>(forwards).fill('Forward'),
    ];
    const positions: PlayerPosition[] = keeperMissing ? outfield : ['Goalkeeper', ...outfield];
    return { formation, starting: positions.map((p, i) => player(i, p)) };
  });

describe('line-ups on a pitch', () => {
  it('property: every starter stands once, inside the half; a line keeps the listed order left to right; the keeper is deepest', () => {
    fc.assert(
      fc.property(lineupArb, (lineup) => {
        const spots = pitchSpots(lineup);
        expect(spots.map((s) => s.player).sort((a, b) => a.shirtNumber - b.shirtNumber)).toEqual(lineup.starting);
        for (const s of spots) {
          expect(s.x).toBeGreaterThan(0);
          expect(s.x).toBeLessThan(1);
          expect(s.y).toBeGreaterThanOrEqual(0);
          expect(s.y).toBeLessThanOrEqual(1);
        }
        const lines = new Map<number, typeof spots>();
        for (const s of spots) lines.set(s.line, [...(lines.get(s.line) ?? []), s]);
        for (const line of lines.values()) {
          const order = line.map((s) => lineup.starting.indexOf(s.player));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(line.map((s) => s.x)).toEqual([...line.map((s) => s.x)].sort((a, b) => a - b));
          expect(new Set(line.map((s) => s.y)).size).toBe(1);
        }
        const keeper = spots.find((s) => s.player.position === 'Goalkeeper');
        if (keeper) for (const s of spots) expect(s.y).toBeGreaterThanOrEqual(keeper.y);
      }),
    );
  });

  it('draws a formation line by line, and one that does not add up by position', () => {
    const starting = [
      player(0, 'Goalkeeper'),
      ...[1, 2, 3, 4].map((i) => player(i, 'Defender')),
      ...[5, 6, 7, 8, 9].map((i) => player(i, 'Midfielder')),
      player(10, 'Forward'),
    ];
    const lines = (formation: string) =>
      [...new Set(pitchSpots({ formation, starting }).map((s) => s.line))].map(
        (l) => pitchSpots({ formation, starting }).filter((s) => s.line === l).length,
      );
    expect(lines('4-2-3-1')).toEqual([1, 4, 2, 3, 1]);
    expect(lines('4-4-3')).toEqual([1, 4, 5, 1]);
    expect(formationLines('4-4-2', 10)).toEqual([4, 4, 2]);
    expect(formationLines('4-4-2', 9)).toBeNull();
    expect(formationLines('<svg>', 10)).toBeNull();
  });

  it('marks what each player did, from the timeline as it stands', () => {
    const e = (
      kind: MatchEvent['kind'],
      playerID: string,
      minute: number,
      other: string | null = null,
    ): MatchEvent => ({
      sequence: minute,
      matchID: 'm',
      kind,
      period: minute > 45 ? 2 : 1,
      minute,
      addedMinute: 0,
      side: 'home',
      playerID,
      secondaryPlayerID: other,
      text: kind,
      publishedAt: '2026-01-01T00:00:00.000Z',
      possessionHome: null,
    });
    const marks = playerMarks([
      e('goal', 'p9', 12, 'p7'),
      e('yellow-card', 'p4', 20),
      e('penalty-goal', 'p9', 50),
      e('second-yellow', 'p4', 61),
      e('substitution', 'p9', 70, 'p14'),
    ]);
    expect(marksInWords(marksOf(marks, 'p9'))).toBe("goal 12', goal 50', off 70'");
    expect(marksInWords(marksOf(marks, 'p4'))).toBe("booked 20', sent off 61'");
    expect(marksInWords(marksOf(marks, 'p14'))).toBe("on 70'");
    expect(marksInWords(marksOf(marks, 'p7'))).toBe('');
  });
});
