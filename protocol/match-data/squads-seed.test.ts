import { describe, expect, it } from 'vitest';
import { teamSeeds } from './clubs-seed';
import {
  AGE_REFERENCE_DATE,
  POSITION_COUNTS,
  SQUAD_SIZE,
  allPlayers,
  squadSeeds,
  type PlayerPosition,
} from './squads-seed';

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

  it('gives every player an age that fits the team on the reference date', () => {
    const bands = { t1: [18, 35], t2: [18, 35], t3: [16, 20], t4: [16, 18] } as const;
    for (const p of allPlayers) {
      const age = ageOn(p.dateOfBirth, AGE_REFERENCE_DATE);
      expect(age, `${p.playerID} born ${p.dateOfBirth}`).toBeGreaterThanOrEqual(bands[p.teamID][0]);
      expect(age, `${p.playerID} born ${p.dateOfBirth}`).toBeLessThanOrEqual(bands[p.teamID][1]);
    }
  });

  it('marks a few players out on loan, each with a club and an end date', () => {
    const loaned = allPlayers.filter((p) => p.loanedTo !== undefined);
    expect(loaned.length).toBeGreaterThanOrEqual(3);
    for (const p of loaned) expect(p.loanUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes a two or three sentence biography for everyone', () => {
    for (const p of allPlayers) {
      const sentences = p.biography.split(/(?<=\.)\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
  });
});
