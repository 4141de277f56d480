import { proxy } from 'valtio/vanilla';
import { initialInterfaceState, transition, type InterfaceAction, type InterfaceState } from '@core';
import { plainCopy } from '../shared/view-models/plain-copy';

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
  const state = proxy<InterfaceState>(plainCopy(initial));
  return {
    state,
    dispatch(action) {
      // transition is pure over plain objects: copy out of the proxy first
      const before = plainCopy<InterfaceState>(state);
      const next = transition(before, action);
      // only the parts that changed are written: valtio tells the readers of each property, and
      // writing every part back (equal copies included) re-rendered every reader of the
      // interface state (header, footer, overlays) on each action, a no-op one too
      const keys = new Set([...Object.keys(before), ...Object.keys(next)]) as Set<keyof InterfaceState>;
      for (const key of keys) {
        if (!(key in next)) delete (state as Partial<InterfaceState>)[key];
        else if (JSON.stringify(before[key]) !== JSON.stringify(next[key]))
          (state as Record<keyof InterfaceState, unknown>)[key] = next[key];
      }
    },
  };
}
