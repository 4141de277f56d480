import type { ReactNode } from 'react';
import { ShellVmProvider } from '../shell-context';
import { useShellVm } from '../use-shell-vm';

/**
 * For tests and stories: what SiteLayout gives a page, the shell view model over the bound
 * services (its web settings, menus and footer data), without the rest of the chrome.
 */
export function ShellFrame({ children }: { readonly children: ReactNode }) {
  const shell = useShellVm(() => false);
  return <ShellVmProvider vm={shell}>{children}</ShellVmProvider>;
}
