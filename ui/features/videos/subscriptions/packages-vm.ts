import { proxy } from 'valtio/vanilla';
import type { LoadPackages, SubscriptionPlan } from '@core';
import { loading, ready, type LoadStatus } from '../../../shared/view-models/load-status';
import { createLatestWins } from '../../../shared/view-models/latest-wins';
import type { PackagesView } from './packages-modal';

export interface PackagesState {
  status: LoadStatus;
  /** kept through a failed retry */
  plans: SubscriptionPlan[];
}

export interface PackagesVm {
  readonly state: PackagesState;
  /** loads the packages; returns dispose (an answer after it is dropped) */
  start(): () => void;
  retry(): Promise<void>;
}

/**
 * The subscription packages, for every screen that sells them: the packages modal
 * (packages-overlay.tsx) and the subscribe page (/videos/sub). 'No packages' is an empty,
 * ready list (core's loadPackages says so); any other refusal is a catalogued error with
 * a retry that keeps the plans already shown.
 */
export function createPackagesVm(deps: { readonly loadPackages: LoadPackages }): PackagesVm {
  const latest = createLatestWins();
  const state = proxy<PackagesState>({ status: loading, plans: [] });
  function load(): Promise<void> {
    state.status = loading;
    return latest.run(deps.loadPackages, (found) => {
      if (found.ok) {
        state.plans = [...found.value];
        state.status = ready;
        return;
      }
      state.status = { kind: 'error', code: found.error.code };
    });
  }
  return {
    state,
    start() {
      void load();
      return () => latest.drop();
    },
    retry: load,
  };
}

/** What the packages modal shows: plans kept while a retry loads; plain data, so a story can pass any state. */
export function packagesView(state: {
  readonly status: LoadStatus;
  readonly plans: readonly SubscriptionPlan[];
}): PackagesView {
  if (state.status.kind === 'error') return { status: 'error', error: { code: state.status.code } };
  if (state.status.kind === 'loading' && state.plans.length === 0) return { status: 'loading' };
  return { status: 'ready', plans: state.plans };
}
