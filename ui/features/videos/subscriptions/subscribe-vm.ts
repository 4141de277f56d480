import { proxy } from 'valtio/vanilla';
import type { StreamPort, SubscriptionPlan } from '@core';
import { loading, ready, type LoadStatus } from '../../../shared/view-models/load-status';
import { createRequestGuard } from '../../../shared/view-models/request-guard';

export interface SubscribeState {
  status: LoadStatus;
  /** kept through a failed retry */
  plans: SubscriptionPlan[];
}

export interface SubscribeVm {
  readonly state: SubscribeState;
  start(): () => void;
  retry(): Promise<void>;
}

/**
 * The subscription page's packages (getSubscriptionPackageList). The stream service's
 * "no packages" answer is not a failure: the page says 'No packages available'.
 */
export function createSubscribeVm(deps: { stream: Pick<StreamPort, 'packages'> }): SubscribeVm {
  const guard = createRequestGuard();
  const state = proxy<SubscribeState>({ status: loading, plans: [] });
  async function load(): Promise<void> {
    const ticket = guard.next();
    state.status = loading;
    const found = await deps.stream.packages();
    if (!guard.isCurrent(ticket)) return;
    if (found.ok || found.error.code === 'STREAM.NO_PACKAGES') {
      state.plans = found.ok ? [...found.value] : [];
      state.status = ready;
      return;
    }
    state.status = { kind: 'error', code: found.error.code };
  }
  return {
    state,
    start() {
      void load();
      return () => guard.invalidate();
    },
    retry: load,
  };
}
