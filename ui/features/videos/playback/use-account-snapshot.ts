import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import type { AccountState, AccountVm } from '../../account/account-vm-types';

// read while the accounts code is still loading: a visitor whose session is not known yet
const unknownVisitor = proxy<AccountState>({
  status: 'restoring',
  user: null,
  entitlements: [],
  sessionID: 0,
  errorCode: null,
  errorMessage: null,
  serviceTrouble: false,
});

/** The account's state snapshot, or 'restoring' while the account view model has not arrived. */
export function useAccountSnapshot(account: AccountVm | null) {
  return useSnapshot(account?.state ?? unknownVisitor);
}
