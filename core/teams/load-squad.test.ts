import fc from 'fast-check';
import { teams as siteTeams } from '../config/site-config';
import { describeError } from '../shared/error-catalogue';
import { asTeam, squadArb } from '@test/arbitraries/team-arbitraries';
import { aPlayer, fakeTeamPort } from '@test/support/team-fakes';
import { makeLoadSquad } from './load-squad';
import { makeLoadTeams } from './load-teams';
import { isAway, loanStatus } from './loan-status';

const teams = siteTeams.map(asTeam);
const NOW = Date.parse('2026-01-15T12:00:00Z');
const clock = { now: () => NOW };
const onLoan = { loanedTo: 'Harbour Town', from: '2025-07-01', until: '2026-06-30' };
const squad = {
  teamID: 't1',
  season: '2025-26',
  staff: [{ staffID: 't1-s01', teamID: 't1', name: 'Ann Coach', role: 'Head Coach', imageKey: 'staff/t1-s01' }],
  players: [
    aPlayer({ playerID: 'p9', shirtNumber: 9, position: 'Forward' }),
    aPlayer({ playerID: 'p1', shirtNumber: 1, position: 'Goalkeeper' }),
    aPlayer({ playerID: 'p4', shirtNumber: 4, loan: onLoan }),
    aPlayer({ playerID: 'p5', shirtNumber: 5, loan: { ...onLoan, until: '2025-12-31' } }),
  ],
};

describe('load squad', () => {
  it('resolves the slug, groups the players here, lists the ones away on loan apart, keeps staff and the configured overview', async () => {
    const u21 = {
      ...squad,
      teamID: 't3',
      players: squad.players.map((p) => ({ ...p, teamID: 't3', playerID: `u21-${p.playerID}` })),
    };
    const port = fakeTeamPort(teams, [squad, u21]);
    const load = makeLoadSquad({ teams: port, clock });
    const r = await load('first-team');
    if (!r.ok || r.value.kind !== 'squad') expect.fail(JSON.stringify(r));
    expect(r.value.groups.map((g) => [g.title, g.players.map((p) => p.playerID)])).toEqual([
      ['Goalkeepers', ['p1']],
      ['Defenders', ['p5']],
      ['Forwards', ['p9']],
    ]);
    // the team's loans come from the loans service: the one away, and the one over is left out
    expect(r.value.loans?.map((l) => [l.loan.player.playerID, l.status])).toEqual([['p4', 'on-loan']]);
    expect(r.value.staff).toHaveLength(1);
    expect(r.value.overview).toBe(teams[0]!.overview);
    expect(port.calls).toEqual(['teams', 'squad t1 2025-26', 'loans t1']);
    const u21Page = await load('u21', '2024-25');
    expect(u21Page.ok && u21Page.value.kind === 'squad' && [u21Page.value.season, u21Page.value.overview]).toEqual([
      '2024-25',
      null,
    ]);
  });

  it('an unknown or hidden team is TEAM.NOT_FOUND without asking for a squad; an external page is answered as such', async () => {
    const port = fakeTeamPort(
      teams.map((t) =>
        t.id === 't2'
          ? { ...t, externalTeamPage: 'https://women.example' }
          : t.id === 't4'
            ? { ...t, showOnTeams: false }
            : t,
      ),
      [squad],
    );
    const load = makeLoadSquad({ teams: port, clock });
    const missing = await load('veterans');
    expect(missing).toEqual({ ok: false, error: { code: 'TEAM.NOT_FOUND', teamId: 'veterans' } });
    expect(!missing.ok && describeError(missing.error).title).toBe('Team not found');
    expect((await load('u18')).ok).toBe(false);
    expect(await load('women')).toMatchObject({ ok: true, value: { kind: 'external', url: 'https://women.example' } });
    expect(port.calls.filter((c) => c.startsWith('squad'))).toEqual([]);
  });

  it('a failing teams list fails the page with its error', async () => {
    const r = await makeLoadSquad({ teams: fakeTeamPort(teams, [squad], { failTeams: true }), clock })('');
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'organisations' } });
  });

  it('a failing loans service leaves the squad and says loans are unknown (null)', async () => {
    const port = fakeTeamPort(teams, [squad], { failLoans: true });
    const r = await makeLoadSquad({ teams: port, clock })('first-team');
    expect(r.ok && r.value.kind === 'squad' && [r.value.groups.length, r.value.loans]).toEqual([3, null]);
  });

  it('property: every player is either in a group or away on loan, never both; single-group teams show one group', async () => {
    await fc.assert(
      fc.asyncProperty(
        squadArb('t1'),
        fc.boolean(),
        fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2027-01-01') }),
        async (players, single, now) => {
          const port = fakeTeamPort(
            teams.map((t) => ({ ...t, isSingleGroup: single })),
            [{ ...squad, players }],
          );
          const r = await makeLoadSquad({ teams: port, clock: { now: () => now } })('');
          if (!r.ok || r.value.kind !== 'squad') return expect.fail('expected a squad');
          const grouped = r.value.groups.flatMap((g) => g.players.map((p) => p.playerID));
          const away = (r.value.loans ?? []).filter((l) => isAway(l.status)).map((l) => l.loan.player.playerID);
          expect([...grouped, ...away].sort()).toEqual(players.map((p) => p.playerID).sort());
          for (const l of r.value.loans ?? []) expect(loanStatus(l.loan, now)).not.toBe('ended');
          if (single) expect(r.value.groups.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('load teams', () => {
  it('the teams shown on /teams with their links, external pages marked', async () => {
    const port = fakeTeamPort(
      teams.map((t) =>
        t.id === 't2'
          ? { ...t, externalTeamPage: 'https://women.example' }
          : t.id === 't4'
            ? { ...t, showOnTeams: false }
            : t,
      ),
      [],
    );
    const r = await makeLoadTeams({ teams: port })();
    expect(r.ok && r.value.map((c) => [c.team.id, c.href, c.external])).toEqual([
      ['t1', '/teams/first-team', false],
      ['t2', 'https://women.example', true],
      ['t3', '/teams/u21', false],
    ]);
  });
});
