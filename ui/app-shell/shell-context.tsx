import { createContext, useContext, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ShellVm } from './shell-vm';

const ShellContext = createContext<ShellVm | null>(null);

export function ShellVmProvider({ vm, children }: { vm: ShellVm; children: ReactNode }) {
  return <ShellContext.Provider value={vm}>{children}</ShellContext.Provider>;
}

/** The shell state snapshot (menus, settings, footer). Throws only on a wiring mistake. */
export function useShellState() {
  const vm = useContext(ShellContext);
  if (!vm) throw new Error('useShellState used outside <ShellVmProvider>');
  return useSnapshot(vm.state);
}
