import fc from 'fast-check';
import { teams as siteTeams } from '../config/site-config';
import { asTeam, squadArb } from '@test/arbitraries/team-arbitraries';
import { aPlayer, fakeTeamPort } from '@test/support/team-fakes';
import { makeLoadLoans } from './load-loans';
import { loanStatus } from './loan-status';

const teams = siteTeams.map(asTeam);

describe('load loans', () => {
  it('current and agreed loans, soonest back first; finished loans left out', async () => {
    const loan = (from: string, until: string) => ({ loanedTo: 'Kingsferry', from, until });
    const players = [
      aPlayer({ playerID: 'late', loan: loan('2025-07-01', '2026-06-30') }),
      aPlayer({ playerID: 'soon', loan: loan('2025-07-01', '2026-02-01') }),
      aPlayer({ playerID: 'over', loan: loan('2025-07-01', '2025-12-31') }),
      aPlayer({ playerID: 'next', loan: loan('2026-07-01', '2027-06-30') }),
      aPlayer({ playerID: 'home' }),
    ];
    const port = fakeTeamPort(teams, [{ teamID: 't1', season: '2025-26', players, staff: [] }]);
    const r = await makeLoadLoans({ teams: port, clock: { now: () => Date.parse('2026-01-15T12:00:00Z') } })('t1');
    expect(r.ok && r.value.map((x) => [x.loan.player.playerID, x.status])).toEqual([
      ['soon', 'returning'],
      ['late', 'on-loan'],
      ['next', 'agreed'],
    ]);
    expect(port.calls).toEqual(['loans t1']);
  });

  it("property: never an ended loan, each status is the rule's, ordered by return day", async () => {
    await fc.assert(
      fc.asyncProperty(
        squadArb('t1'),
        fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2040-01-01') }),
        async (players, now) => {
          const r = await makeLoadLoans({
            teams: fakeTeamPort(teams, [{ teamID: 't1', season: '2025-26', players, staff: [] }]),
            clock: { now: () => now },
          })();
          if (!r.ok) return expect.fail(r.error.code);
          for (const x of r.value) expect(x.status).toBe(loanStatus(x.loan, now));
          expect(r.value.every((x, i) => i === 0 || r.value[i - 1]!.loan.until <= x.loan.until)).toBe(true);
          expect(r.value.length).toBe(players.filter((p) => p.loan && loanStatus(p.loan, now) !== 'ended').length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
