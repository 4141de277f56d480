import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { makeLoadSquad } from '@core';
import { createSquadVm, type SquadState } from './squad-vm';

const clock = { now: () => Date.parse('2026-01-10T12:00:00Z') };

describe('squad view model', () => {
  it('a server snapshot whose loans failed asks again on start, keeping the squad on screen, and fills them in', async () => {
    const loadSquad = makeLoadSquad({ teams: createTeamMemory(), clock });
    const fresh = await loadSquad('first-team');
    if (!fresh.ok || fresh.value.kind !== 'squad') throw new Error('no squad');
    const seed: SquadState = { status: { kind: 'ready' }, page: { ...fresh.value, loans: null } };
    const vm = createSquadVm({ loadSquad, teamSlug: 'first-team' }, JSON.parse(JSON.stringify(seed)) as SquadState);
    const stop = vm.start();
    expect(vm.state.status.kind).toBe('ready');
    await vi.waitFor(() => expect(vm.state.page?.kind === 'squad' && vm.state.page.loans?.length).toBeGreaterThan(0));
    stop();
  });

  it('a complete snapshot asks for nothing', () => {
    let calls = 0;
    const seed: SquadState = { status: { kind: 'ready' }, page: null };
    const vm = createSquadVm(
      {
        loadSquad: async () => {
          calls++;
          return { ok: false, error: { code: 'TEAM.NOT_FOUND', teamId: '' } };
        },
        teamSlug: '',
      },
      seed,
    );
    vm.start()();
    expect(calls).toBe(0);
  });
});
