import fc from 'fast-check';
import { subscribe } from 'valtio/vanilla';
import { transition, type InterfaceAction } from '@core';
import { createInterfaceVm } from './interface-vm';
import { flush } from '../shared/testing/deferred';

const actions: InterfaceAction[] = [
  { type: 'adverts/loaded', adverts: [] },
  { type: 'adverts/enable' },
  { type: 'childFriendly/set', on: true },
  { type: 'childFriendly/set', on: false },
  { type: 'cookies/acceptAll' },
  { type: 'cookies/onlyEssential' },
  { type: 'cookies/reopen' },
  { type: 'packages/open' },
];

describe('the interface view model', () => {
  it('property: its state is always the pure transition of the actions so far', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...actions), { maxLength: 20 }), (sequence) => {
        const vm = createInterfaceVm();
        let expected = JSON.parse(JSON.stringify(vm.state));
        for (const action of sequence) {
          vm.dispatch(action);
          expected = transition(expected, action);
          expect(JSON.parse(JSON.stringify(vm.state))).toEqual(JSON.parse(JSON.stringify(expected)));
        }
      }),
    );
  });

  it('an action that changes nothing tells no reader; one that changes a part leaves the other parts as they were', async () => {
    const vm = createInterfaceVm();
    vm.dispatch({ type: 'adverts/loaded', adverts: [] });
    await flush();
    let told = 0;
    const off = subscribe(vm.state, () => {
      told++;
    });
    vm.dispatch({ type: 'adverts/loaded', adverts: [] });
    vm.dispatch({ type: 'adverts/enable' });
    await flush();
    expect(told).toBe(0);
    // the readers of a part re-render when the part is replaced: an untouched part stays the same object
    const consent = vm.state.cookiesConsent;
    const team = vm.state.pageTeam;
    vm.dispatch({ type: 'childFriendly/set', on: !vm.state.childFriendly });
    await flush();
    expect(told).toBe(1);
    expect(vm.state.cookiesConsent).toBe(consent);
    expect(vm.state.pageTeam).toBe(team);
    off();
  });
});
