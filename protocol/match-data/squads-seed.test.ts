import { describe, expect, it } from 'vitest';
import { teamSeeds } from './clubs-seed';
import fc from 'fast-check';
import { dateOfBirthOn, POSITION_COUNTS, SQUAD_SIZE, allPlayers, squadSeeds, type PlayerPosition } from './squads-seed';

const ageOn = (dob: string, on: string): number => {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const [ry, rm, rd] = on.split('-').map(Number) as [number, number, number];
  return ry - y - (rm < m || (rm === m && rd < d) ? 1 : 0);
};

describe('squads seed', () => {
  it('has a squad of 24 for each of the four teams, in the position mix', () => {
    expect(squadSeeds.map((s) => s.teamID)).toEqual(teamSeeds.map((t) => t.teamID));
    for (const squad of squadSeeds) {
      expect(squad.players).toHaveLength(SQUAD_SIZE);
      for (const position of Object.keys(POSITION_COUNTS) as PlayerPosition[]) {
        expect(squad.players.filter((p) => p.position === position)).toHaveLength(POSITION_COUNTS[position]);
      }
      expect(squad.staff.length).toBeGreaterThanOrEqual(3);
      expect(squad.overview.length).toBeGreaterThan(40);
    }
  });

  it('has unique shirt numbers per team and unique player ids and slugs across the club', () => {
    for (const squad of squadSeeds) expect(new Set(squad.players.map((p) => p.shirtNumber)).size).toBe(SQUAD_SIZE);
    expect(new Set(allPlayers.map((p) => p.playerID)).size).toBe(allPlayers.length);
    expect(new Set(allPlayers.map((p) => p.slug)).size).toBe(allPlayers.length);
    for (const p of allPlayers) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.playerID).toMatch(/^t[1-4]-p\d{2}$/);
      expect(p.imageKey).toBe(`player/${p.playerID}`);
    }
  });

  it('gives every player, on any reference day, the age the seed says, fitting the team', () => {
    const bands = { t1: [19, 34], t2: [19, 34], t3: [18, 20], t4: [16, 17] } as const;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2080, 0, 1) }), (ref) => {
        const on = new Date(ref).toISOString().slice(0, 10);
        for (const p of allPlayers) {
          const dob = dateOfBirthOn(p, ref);
          expect(ageOn(dob, on), `${p.playerID} born ${dob}, on ${on}`).toBe(p.born.age);
          expect(p.born.age).toBeGreaterThanOrEqual(bands[p.teamID][0]);
          expect(p.born.age).toBeLessThanOrEqual(bands[p.teamID][1]);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('marks a few players out on loan, each with a club', () => {
    const loaned = allPlayers.filter((p) => p.loanedTo !== undefined);
    expect(loaned.length).toBeGreaterThanOrEqual(3);
    for (const p of loaned) expect(p.loanedTo).toBeTruthy();
  });

  it('writes a two or three sentence biography for everyone', () => {
    for (const p of allPlayers) {
      const sentences = p.biography.split(/(?<=\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
  });
});
