import { teamPortContract } from '@test/contracts/team-port.contract';
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
