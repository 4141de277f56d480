import { proxy, subscribe } from 'valtio/vanilla';
import type { AccountVm } from '../../account/account-vm-types';
import { passArrived } from './purchase-outcome';

export type PurchaseReturnPhase =
  | { readonly kind: 'idle' }
  /** back from the checkout: waiting for the account to settle, then refreshing */
  | { readonly kind: 'refreshing'; readonly before: readonly string[] | null }
  /** the pass has not reached the session yet (the rare delay): 'Refresh my access' */
  | { readonly kind: 'pending'; readonly before: readonly string[] | null; readonly checking: boolean }
  /** the session was lost on the way: sign in to use the pass */
  | { readonly kind: 'signed-out' };

export interface PurchaseReturnVm {
  readonly state: { phase: PurchaseReturnPhase };
  /** the fan came back with ?purchase=success; `account` as it was then (null: still loading) */
  returned(account: AccountVm | null): void;
  /** follow the account: refresh once it has settled; returns dispose */
  follow(account: AccountVm | null): () => void;
  refreshAgain(account: AccountVm | null): Promise<void>;
  dismiss(): void;
}

/**
 * After payment. The account's entitlements are refreshed once it has settled (a full
 * page load back from the checkout restores the session first), then the fan is told
 * the pass is active (`notify`: the site's success toast) or that it may take a moment.
 */
export function createPurchaseReturnVm(deps: { readonly notify: (message: string) => void; readonly activeMessage: string }): PurchaseReturnVm {
  const state = proxy<{ phase: PurchaseReturnPhase }>({ phase: { kind: 'idle' } });
  let running = false;

  async function settle(account: AccountVm, before: readonly string[] | null): Promise<void> {
    running = true;
    try {
      if (account.state.status !== 'signed-in') {
        state.phase = { kind: 'signed-out' };
        return;
      }
      await account.refreshEntitlements();
      if (passArrived(before, account.state.entitlements)) {
        state.phase = { kind: 'idle' };
        deps.notify(deps.activeMessage);
      } else {
        state.phase = { kind: 'pending', before, checking: false };
      }
    } finally {
      running = false;
    }
  }

  const settled = (account: AccountVm) => account.state.status === 'signed-in' || account.state.status === 'signed-out';

  return {
    state,
    returned(account) {
      // entitlements known before the refresh only when the session was already there
      const before = account && account.state.status === 'signed-in' ? [...account.state.entitlements] : null;
      state.phase = { kind: 'refreshing', before };
    },
    follow(account) {
      if (!account) return () => {};
      const check = () => {
        const { phase } = state;
        if (phase.kind !== 'refreshing' || running || !settled(account)) return;
        void settle(account, phase.before);
      };
      check();
      // the phase changes (returned) and the account's status (restore finishing) both matter
      const offAccount = subscribe(account.state, check);
      const offPhase = subscribe(state, check);
      return () => { offAccount(); offPhase(); };
    },
    async refreshAgain(account) {
      const { phase } = state;
      if (!account || phase.kind !== 'pending' || phase.checking) return;
      state.phase = { ...phase, checking: true };
      await settle(account, phase.before);
    },
    dismiss() {
      state.phase = { kind: 'idle' };
    },
  };
}
