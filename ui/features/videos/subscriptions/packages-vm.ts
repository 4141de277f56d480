import { proxy } from 'valtio/vanilla';
import type { AccountVm } from '../../account/account-vm-types';
import { createRequestGuard } from '../../../shared/view-models/request-guard';
import type { PackagesView } from './packages-modal';

export interface PackagesVmState {
  view: PackagesView;
}

export interface PackagesVm {
  readonly state: PackagesVmState;
  /** loads the packages through the account (which owns the stream service); null: still loading. Returns dispose */
  start(account: AccountVm | null): () => void;
  retry(): void;
}

/**
 * The subscription packages for the modal. The stream service lives with the account,
 * so until the accounts code has loaded the modal shows 'loading'. A service with no
 * packages is the catalogued 'No packages available', shown as an empty list.
 */
export function createPackagesVm(): PackagesVm {
  const state = proxy<PackagesVmState>({ view: { status: 'loading' } });
  const guard = createRequestGuard();
  let current: AccountVm | null = null;

  async function load(): Promise<void> {
    const account = current;
    const ticket = guard.next();
    state.view = { status: 'loading' };
    if (!account) return;
    const answer = await account.stream.packages();
    if (!guard.isCurrent(ticket)) return;
    if (answer.ok) state.view = { status: 'ready', plans: [...answer.value] };
    else if (answer.error.code === 'STREAM.NO_PACKAGES') state.view = { status: 'ready', plans: [] };
    else state.view = { status: 'error', error: { code: answer.error.code } };
  }

  return {
    state,
    start(account) {
      current = account;
      void load();
      return () => guard.invalidate();
    },
    retry: () => void load(),
  };
}
