import { proxy, subscribe } from 'valtio/vanilla';
import { purchaseReturnOutcome, type CheckoutMemo } from '@core';
import type { AccountVm } from '../../account/account-vm-types';

export type PurchaseReturnPhase =
  | { readonly kind: 'idle' }
  /** back from the checkout: waiting for the account to settle, then refreshing */
  | { readonly kind: 'refreshing'; readonly seenOnPage: readonly string[] | null }
  /** the fan left for the checkout from here and no new pass is there (yet): 'Refresh my access' */
  | { readonly kind: 'pending'; readonly before: readonly string[]; readonly checking: boolean }
  /** the fan left for the checkout signed in and came back signed out: sign in to use a pass */
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

export interface PurchaseReturnVmDeps {
  readonly notify: (message: string) => void;
  readonly activeMessage: string;
  /** what the fan held at the click on Buy, in this tab (the return is a full page load away) */
  readonly checkoutMemo: CheckoutMemo;
}

/**
 * After payment. ?purchase=success is only an address (anyone can open it), so the fan is
 * thanked only when a pass is seen to arrive (core purchaseReturnOutcome): the account's
 * entitlements are refreshed once it has settled (a full page load back from the checkout
 * restores the session first) and compared with what the fan held when they clicked Buy.
 * A fan who did not leave for a checkout from this tab, or a guest, is told nothing.
 */
export function createPurchaseReturnVm(deps: PurchaseReturnVmDeps): PurchaseReturnVm {
  const state = proxy<{ phase: PurchaseReturnPhase }>({ phase: { kind: 'idle' } });
  let running = false;

  async function compare(account: AccountVm, before: readonly string[] | null): Promise<void> {
    await account.refreshEntitlements();
    const outcome = purchaseReturnOutcome(before, account.state.entitlements);
    if (outcome === 'pass-active') deps.notify(deps.activeMessage);
    state.phase = outcome === 'not-arrived' && before ? { kind: 'pending', before, checking: false } : { kind: 'idle' };
  }

  async function settle(account: AccountVm, seenOnPage: readonly string[] | null): Promise<void> {
    running = true;
    try {
      // one return per click on Buy: a later visit to the address is not this purchase
      const signedIn = account.state.status === 'signed-in';
      const back = deps.checkoutMemo.takeReturn(
        signedIn ? { ssoID: account.state.user?.ssoID ?? '' } : null,
        seenOnPage,
      );
      if (!signedIn) {
        state.phase = back.remembered ? { kind: 'signed-out' } : { kind: 'idle' };
        return;
      }
      await compare(account, back.before);
    } finally {
      running = false;
    }
  }

  const settled = (account: AccountVm) => account.state.status === 'signed-in' || account.state.status === 'signed-out';

  return {
    state,
    returned(account) {
      // what the page itself saw before the refresh, when the session was already there
      const seenOnPage = account && account.state.status === 'signed-in' ? [...account.state.entitlements] : null;
      state.phase = { kind: 'refreshing', seenOnPage };
    },
    follow(account) {
      if (!account) return () => {};
      const check = () => {
        const { phase } = state;
        if (phase.kind !== 'refreshing' || running || !settled(account)) return;
        void settle(account, phase.seenOnPage);
      };
      check();
      // the phase changes (returned) and the account's status (restore finishing) both matter
      const offAccount = subscribe(account.state, check);
      const offPhase = subscribe(state, check);
      return () => {
        offAccount();
        offPhase();
      };
    },
    async refreshAgain(account) {
      const { phase } = state;
      if (!account || phase.kind !== 'pending' || phase.checking) return;
      state.phase = { ...phase, checking: true };
      running = true;
      try {
        await compare(account, phase.before);
      } finally {
        running = false;
      }
    },
    dismiss() {
      state.phase = { kind: 'idle' };
    },
  };
}
