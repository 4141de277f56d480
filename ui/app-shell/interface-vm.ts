import { proxy } from 'valtio/vanilla';
import { initialInterfaceState, transition, type InterfaceAction, type InterfaceState } from '@core';

/**
 * The one view model of interface state. It holds a plain copy of the core state
 * and changes it only through the core's pure transition, so the UI cannot drift
 * from the rules the model-based test checks.
 */
export interface InterfaceVm {
  readonly state: InterfaceState;
  dispatch(action: InterfaceAction): void;
}

export function createInterfaceVm(initial: InterfaceState = initialInterfaceState): InterfaceVm {
  const state = proxy<InterfaceState>(structuredClone(initial));
  return {
    state,
    dispatch(action) {
      const next = transition(snapshotOf(state), action);
      Object.assign(state, next);
    },
  };
}

function snapshotOf(state: InterfaceState): InterfaceState {
  // transition is pure over plain objects; copy out of the proxy first
  return JSON.parse(JSON.stringify(state)) as InterfaceState;
}
