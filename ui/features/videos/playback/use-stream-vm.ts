import { useEffect, useState } from 'react';
import { useOptionalAccountVm } from '../../account/account-context';
import { createStreamVm, type StreamEntryInput, type StreamVm } from './stream-vm';

/**
 * A stream view model for one entry, following the account view model. The account
 * arrives just after first paint (it is loaded lazily), so the VM is restarted when it
 * does; until then it stays 'checking'. Mount the caller with `key={entryId}`: one VM
 * per entry.
 */
export function useStreamVm(input: StreamEntryInput): StreamVm {
  const account = useOptionalAccountVm();
  // a plain holder, not a ref: the VM reads the account only from start() and its actions
  const [holder] = useState(() => ({ account }));
  const [vm] = useState(() => createStreamVm(input, { getAccount: () => holder.account }));
  useEffect(() => {
    holder.account = account;
    return vm.start();
  }, [vm, holder, account]);
  return vm;
}
