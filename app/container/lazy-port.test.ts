import { ok, type TeamPort } from '@core';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { lazyPort } from './lazy-port';

describe('lazyPort', () => {
  it('loads the adapter once, on the first call, and answers as it does', async () => {
    let loads = 0;
    const port = lazyPort<TeamPort>(
      'organisations',
      async () => {
        loads++;
        return createTeamMemory();
      },
      ['teams', 'squad', 'player', 'loans'],
    );
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([port.teams(), port.player('t1-p01')]);
    expect(a.ok && a.value.length).toBe(4);
    expect(b).toMatchObject(ok({ playerID: 't1-p01' }));
    expect(loads).toBe(1);
  });

  it('an adapter that fails to load is the service unavailable, and the next call tries again', async () => {
    let fail = true;
    const port = lazyPort<TeamPort>(
      'organisations',
      async () => {
        if (fail) throw new Error('chunk');
        return createTeamMemory();
      },
      ['teams', 'squad', 'player', 'loans'],
    );
    expect(await port.teams()).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'organisations' } });
    fail = false;
    expect((await port.teams()).ok).toBe(true);
  });
});
