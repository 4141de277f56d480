import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio';
import { useOptionalAccountVm } from './account-context';

// Without a provider (a layout with no accounts, a shell test) the visitor is a guest.
// A constant proxy keeps the hook order the same whether or not a provider exists.
const guest = proxy({ status: 'signed-out' as string });

/** Whether a visitor is signed in, from the account view model; false while restoring. */
export function useSignedIn(): boolean {
  const vm = useOptionalAccountVm();
  const { status } = useSnapshot(vm ? vm.state : guest);
  return status === 'signed-in';
}
