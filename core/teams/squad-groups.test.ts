import fc from 'fast-check';
import { positionOrder, squadGroups, SINGLE_GROUP_TITLE } from './squad-groups';
import { playerArb, squadArb } from '@test/arbitraries/team-arbitraries';
import type { Player } from './team-types';

const ids = (players: readonly Player[]) => players.map((p) => p.playerID);
const ascending = (players: readonly Player[]) =>
  players.every((p, i) => i === 0 || players[i - 1]!.shirtNumber <= p.shirtNumber);

describe('squad groups', () => {
  it('goalkeepers, defenders, midfielders, forwards, each by shirt number; empty groups left out', () => {
    const base = fc.sample(playerArb(), { numRuns: 1, seed: 1 })[0]!;
    const p = (playerID: string, position: Player['position'], shirtNumber: number): Player => ({
      ...base,
      playerID,
      position,
      shirtNumber,
    });
    const squad = [
      p('f9', 'Forward', 9),
      p('g13', 'Goalkeeper', 13),
      p('d2', 'Defender', 2),
      p('g1', 'Goalkeeper', 1),
      p('f7', 'Forward', 7),
    ];
    expect(squadGroups(squad, { isSingleGroup: false }).map((g) => [g.title, ids(g.players)])).toEqual([
      ['Goalkeepers', ['g1', 'g13']],
      ['Defenders', ['d2']],
      ['Forwards', ['f7', 'f9']],
    ]);
    expect(squadGroups(squad, { isSingleGroup: true }).map((g) => [g.title, g.position, ids(g.players)])).toEqual([
      ['Squad', null, ['g1', 'd2', 'f7', 'f9', 'g13']],
    ]);
    expect(squadGroups([], { isSingleGroup: true })).toEqual([]);
  });

  it('property: every player is in exactly one group, groups follow position order, each by shirt number', () => {
    fc.assert(
      fc.property(squadArb(), (players) => {
        const groups = squadGroups(players, { isSingleGroup: false });
        expect(groups.flatMap((g) => ids(g.players)).sort()).toEqual(ids(players).sort());
        const order = groups.map((g) => positionOrder.indexOf(g.position!));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const g of groups) {
          expect(g.players.length).toBeGreaterThan(0);
          expect(g.players.every((p) => p.position === g.position)).toBe(true);
          expect(ascending(g.players)).toBe(true);
        }
      }),
    );
  });

  it('property: a single group holds the same players, by shirt number, in the order the grouped page would show within a position', () => {
    fc.assert(
      fc.property(squadArb(), (players) => {
        const single = squadGroups(players, { isSingleGroup: true });
        expect(single.length).toBe(players.length > 0 ? 1 : 0);
        if (single[0]) {
          expect(single[0].title).toBe(SINGLE_GROUP_TITLE);
          expect(ascending(single[0].players)).toBe(true);
          for (const g of squadGroups(players, { isSingleGroup: false })) {
            expect(single[0].players.filter((p) => p.position === g.position)).toEqual(g.players);
          }
        }
      }),
    );
  });

  it('property: the input order does not matter and the input is not mutated', () => {
    fc.assert(
      fc.property(
        squadArb().chain((ps) => fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length }))),
        fc.boolean(),
        ([players, shuffled], single) => {
          const before = structuredClone(players);
          expect(squadGroups(shuffled, { isSingleGroup: single })).toEqual(
            squadGroups(players, { isSingleGroup: single }),
          );
          expect(players).toEqual(before);
        },
      ),
    );
  });
});
