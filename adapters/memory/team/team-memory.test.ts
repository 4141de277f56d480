import { makeLoadLoans, makeLoadPlayer, makeLoadSquad, playedMatchDetails, seasonStats } from '@core';
import { teamPortContract } from '@test/contracts/team-port.contract';
import { createMemoryMatchPort } from '../match/memory-match-port';
import { createTeamMemory, sharedTeamSeed } from './team-memory';

teamPortContract(() => createTeamMemory());

describe('team memory', () => {
  it('answers another seed', async () => {
    const only = sharedTeamSeed.teams[1]!;
    const port = createTeamMemory({ ...sharedTeamSeed, teams: [only] });
    const teams = await port.teams();
    expect(teams.ok && teams.value.map((t) => t.id)).toEqual([only.id]);
    const loans = await port.loans('t1');
    expect(!loans.ok && loans.error.code).toBe('TEAM.NOT_FOUND');
  });

  it('failWith and the fail option give coded errors on every call', async () => {
    const port = createTeamMemory();
    port.failWith('SERVICE.UNAVAILABLE');
    for (const r of [await port.teams(), await port.squad('t1'), await port.player('t1-p01'), await port.loans()]) {
      expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'organisations' } });
    }
    port.failWith(undefined);
    expect((await port.teams()).ok).toBe(true);
    const broken = createTeamMemory(undefined, { fail: 'SERVICE.INVALID_RESPONSE' });
    const r = await broken.player('t1-p01');
    expect(!r.ok && r.error.code).toBe('SERVICE.INVALID_RESPONSE');
  });
});

describe('team use cases over the memory adapters (the shared seed end to end)', () => {
  const clock = { now: () => Date.parse('2026-01-10T12:00:00Z') };
  const teams = createTeamMemory();
  const matches = createMemoryMatchPort({ clock });

  it('a first-team squad page: four position groups of the players at the club, the loaned ones apart', async () => {
    const r = await makeLoadSquad({ teams, clock })('first-team');
    if (!r.ok || r.value.kind !== 'squad') expect.fail(JSON.stringify(r));
    expect(r.value.groups.map((g) => g.title)).toEqual(['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards']);
    // the loans service and the squads agree: every player away today is one of the team's loans
    const away = r.value.loans?.filter((l) => l.status !== 'agreed').length ?? 0;
    expect(away).toBeGreaterThan(0);
    expect(r.value.groups.flatMap((g) => g.players).length + away).toBe(24);
  });

  it("the squad's season goals add up to the first team's goals from the events, own goals excluded", async () => {
    const played = await playedMatchDetails(matches, 't1', '2025-26');
    if (!played.ok) expect.fail(played.error.code);
    const details = { value: played.value.details };
    expect(details.value.length).toBeGreaterThan(0);
    const stats = seasonStats(details.value);
    const goals = [...stats.values()].reduce((sum, s) => sum + s.goals, 0);
    const fromEvents = details.value.reduce(
      (sum, d) =>
        sum +
        d.events.filter(
          (e) => (e.kind === 'goal' || e.kind === 'penalty-goal') && e.side === (d.match.home.isClub ? 'home' : 'away'),
        ).length,
      0,
    );
    expect(goals).toBe(fromEvents);
    expect(goals).toBeGreaterThan(0);
    // every scorer is a squad player: line-ups and squads are one seed
    const squad = await teams.squad('t1');
    const ids = new Set(squad.ok ? squad.value.players.map((p) => p.playerID) : []);
    for (const id of stats.keys()) expect(ids.has(id)).toBe(true);
  });

  it("a player profile with last season's statistics and latest matches", async () => {
    const r = await makeLoadPlayer({ teams, matches, clock })('t1-p01', { season: '2024-25', teamSlug: 'first-team' });
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.profile.position).toBe('Goalkeeper');
    expect(r.value.stats.ok && r.value.stats.value.appearances).toBeGreaterThan(0);
    expect(r.value.recentMatches.ok && r.value.recentMatches.value.length).toBeGreaterThan(0);
    expect(r.value.age).toBeGreaterThanOrEqual(18);
  });

  it('the loans list: every seeded loan, on loan or returning', async () => {
    const r = await makeLoadLoans({ teams, clock })();
    expect(r.ok && r.value.map((x) => x.status)).toEqual(expect.arrayContaining(['on-loan']));
  });
});
