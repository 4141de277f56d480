import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site, teamBySlug, type Player, type Squad, type Team, type TeamPort } from '@core';
import { expectErrCode, expectOk, type Make } from './contract-helpers';

/**
 * What every TeamPort (HTTP over the stand-in's organisations and loaned services, in-memory
 * over the shared seed) must do: relations between teams, squads, profiles and loans, the team
 * configuration of TEAMS-1, and the two "not found" errors. No counts beyond the spec's.
 */
const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
const configKeys = [
  'name',
  'slug',
  'id',
  'showOnMatches',
  'showOnTeams',
  'externalTeamPage',
  'externalMatchPage',
  'isSingleGroup',
  'displayPositionOnCard',
  'isMiniCard',
  'showTeamOverview',
  'childFriendly',
] as const;
const configOf = (t: Pick<Team, (typeof configKeys)[number]>) => Object.fromEntries(configKeys.map((k) => [k, t[k]]));

async function squads(port: TeamPort): Promise<{ teams: readonly Team[]; squads: Squad[] }> {
  const teams = expectOk(await port.teams());
  return { teams, squads: await Promise.all(teams.map(async (t) => expectOk(await port.squad(t.id)))) };
}

export function teamPortContract(make: Make<TeamPort>) {
  describe('TeamPort contract', () => {
    it("teams: the site configuration's teams in its order, with the same configuration; unique ids and slugs", async () => {
      const teams = expectOk(await (await make()).teams());
      expect(teams.map(configOf)).toEqual(site.teams.map(configOf));
      expect(new Set(teams.map((t) => t.id)).size).toBe(teams.length);
      expect(new Set(teams.map((t) => t.slug)).size).toBe(teams.length);
      expect(teamBySlug('first-team', teams)?.slug).toBe('');
      expect(teams.filter((t) => t.childFriendly).map((t) => t.name)).toEqual(['U21', 'U18']);
      for (const t of teams)
        for (const text of [t.displayName, t.overview, t.crestImageKey, t.homeVenue])
          expect(text.length).toBeGreaterThan(0);
    });

    it("squad: each team's players belong to it, ids unique across the club, shirt numbers unique per team; the current season by default", async () => {
      const port = await make();
      const { teams, squads: all } = await squads(port);
      all.forEach((squad, i) => {
        expect(squad.teamID).toBe(teams[i]!.id);
        expect(squad.season).toBe(site.season.slug);
        expect(squad.players.length).toBeGreaterThan(0);
        expect(new Set(squad.players.map((p) => p.shirtNumber)).size).toBe(squad.players.length);
        for (const p of squad.players) {
          expect(p.teamID).toBe(squad.teamID);
          expect(isDay(p.dateOfBirth)).toBe(true);
          expect(p.imageKey).toBe(`player/${p.playerID}`);
          if (p.loan) expect(isDay(p.loan.from) && isDay(p.loan.until) && p.loan.from <= p.loan.until).toBe(true);
        }
        for (const s of squad.staff) expect(s.teamID).toBe(squad.teamID);
      });
      const players = all.flatMap((s) => s.players);
      expect(new Set(players.map((p) => p.playerID)).size).toBe(players.length);
      expect(new Set(players.map((p) => p.slug)).size).toBe(players.length);
      for (const position of ['Goalkeeper', 'Defender', 'Midfielder', 'Forward'] as const)
        expect(players.some((p) => p.position === position)).toBe(true);
      expect(expectOk(await port.squad(teams[0]!.id, site.season.slug))).toEqual(all[0]);
    });

    it('squad: an unknown team is TEAM.NOT_FOUND', async () => {
      const port = await make();
      expectErrCode(await port.squad('no-such-team'), 'TEAM.NOT_FOUND');
      expectErrCode(await port.squad('t1', '1999-00'), 'TEAM.NOT_FOUND');
    });

    it("player: by id and by slug, the squad's entry plus a biography", async () => {
      const port = await make();
      const { squads: all } = await squads(port);
      const sample: Player[] = all.flatMap((s) => [s.players[0]!, s.players[s.players.length - 1]!]);
      for (const p of sample) {
        const byId = expectOk(await port.player(p.playerID));
        expect(byId).toEqual({ ...p, biography: byId.biography });
        expect(byId.biography.length).toBeGreaterThan(0);
        expect(expectOk(await port.player(p.slug))).toEqual(byId);
      }
    });

    it('player (property): any other name is TEAM.PLAYER_NOT_FOUND, never another player', async () => {
      const port = await make();
      expectErrCode(await port.player('no-such-player'), 'TEAM.PLAYER_NOT_FOUND');
      expectErrCode(await port.player('../teams'), 'TEAM.PLAYER_NOT_FOUND');
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.constantFrom('t1-p99', 't9-p01', 'T1-P01', 't1-p01 ')),
          async (name) => {
            const r = await port.player(name);
            if (r.ok) expect([r.value.playerID, r.value.slug]).toContain(name);
            else expect(r.error.code).toBe('TEAM.PLAYER_NOT_FOUND');
          },
        ),
        { numRuns: 30 },
      );
    });

    it("loans: every loan is a squad player's own loan terms; per team is the club's list filtered; an unknown team is TEAM.NOT_FOUND", async () => {
      const port = await make();
      const { teams, squads: all } = await squads(port);
      const players = new Map(all.flatMap((s) => s.players).map((p) => [p.playerID, p]));
      const loans = expectOk(await port.loans());
      expect(loans.length).toBeGreaterThan(0);
      for (const l of loans) {
        const p = players.get(l.player.playerID)!;
        expect(p.loan).toEqual({ loanedTo: l.loanedTo, from: l.from, until: l.until });
        expect(l.player).toEqual({
          playerID: p.playerID,
          teamID: p.teamID,
          slug: p.slug,
          firstName: p.firstName,
          lastName: p.lastName,
          position: p.position,
          imageKey: p.imageKey,
        });
      }
      expect(loans.map((l) => l.player.playerID).sort()).toEqual(
        [...players.values()]
          .filter((p) => p.loan)
          .map((p) => p.playerID)
          .sort(),
      );
      for (const t of teams)
        expect(expectOk(await port.loans(t.id))).toEqual(loans.filter((l) => l.player.teamID === t.id));
      expectErrCode(await port.loans('no-such-team'), 'TEAM.NOT_FOUND');
    });
  });
}
