import { createContext, useContext, type ReactNode } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { WebSettings } from '@core';
import type { ShellVm } from './shell-vm';

const ShellContext = createContext<ShellVm | null>(null);

export function ShellVmProvider({ vm, children }: { vm: ShellVm; children: ReactNode }) {
  return <ShellContext.Provider value={vm}>{children}</ShellContext.Provider>;
}

const noShell = proxy<{ settings: WebSettings | null }>({ settings: null });

/**
 * The web settings where a page part needs them and can do without (a sponsor section): null
 * until they load, when they failed, or where no shell is around (a page rendered on its own).
 */
export function useShellSettings(): WebSettings | null {
  const vm = useContext(ShellContext);
  return useSnapshot(vm ? vm.state : noShell).settings as WebSettings | null;
}

/** The shell state snapshot (menus, settings, footer). Throws only on a wiring mistake. */
export function useShellState() {
  const vm = useContext(ShellContext);
  if (!vm) throw new Error('useShellState used outside <ShellVmProvider>');
  return useSnapshot(vm.state);
}

/** The shell view model itself (the footer asks it for its parts when it comes near the screen). */
export function useShell(): ShellVm {
  const vm = useContext(ShellContext);
  if (!vm) throw new Error('useShell used outside <ShellVmProvider>');
  return vm;
}
