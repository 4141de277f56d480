import type { ReactNode } from 'react';
import { ShellFrame } from '../../../app-shell/testing/shell-frame';
import { AccountVmProvider } from '../account-context';
import type { AccountVm } from '../account-vm-types';

/**
 * For stories and tests: what SiteLayout and the app give the account panel on the
 * running site (the shell view model, whose web settings hold the login headings, over
 * the bound services; and the account view model), without the rest of the chrome.
 * The account VM is not started: a fake has nothing to restore.
 */
export function FakeAccountFrame({ vm, children }: { readonly vm: AccountVm; readonly children: ReactNode }) {
  return (
    <ShellFrame>
      <AccountVmProvider vm={vm} start={false}>
        {children}
      </AccountVmProvider>
    </ShellFrame>
  );
}
