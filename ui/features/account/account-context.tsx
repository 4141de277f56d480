import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AccountVm } from './account-vm-types';
import { useScheduledEffect } from '../../shared/scheduling';

/**
 * The account view model is one per page load (it owns the session, the refresh
 * timer and the cross-tab signal), so the app creates it once and provides it here
 * rather than binding it as a service: ui/ stays free of the container.
 */
const AccountVmContext = createContext<AccountVm | null>(null);

/**
 * Provides the account view model and starts it (restore the session, follow other
 * tabs, keep tokens fresh) from an effect, so StrictMode's double run disposes the
 * first start. Pass `start={false}` where something else already started it.
 */
export function AccountVmProvider({
  vm,
  start = true,
  children,
}: {
  readonly vm: AccountVm;
  readonly start?: boolean;
  readonly children: ReactNode;
}) {
  useEffect(() => (start ? vm.start() : undefined), [vm, start]);
  return <AccountVmContext.Provider value={vm}>{children}</AccountVmContext.Provider>;
}

/**
 * Provides the account view model once `load` resolves, so the accounts code (auth
 * adapters, view model) is not part of any route's initial JavaScript and the first
 * page paints without waiting for it. Until then the visitor reads as a guest; the
 * provider stays in the tree with a null value, so nothing below it remounts.
 */
export function DeferredAccountVmProvider({
  load,
  children,
}: {
  readonly load: () => Promise<AccountVm>;
  readonly children: ReactNode;
}) {
  const [vm, setVm] = useState<AccountVm | null>(null);
  // with the first page's starts (after hydration, a task each): its chunk and the session
  // check are not part of the task that hydrated the page
  useScheduledEffect(() => {
    let live = true;
    load().then(
      (loaded) => {
        // a transition: every reader of the account below re-renders for it (the header, the
        // streams, the overlays), in slices that yield to the browser, not one long task
        if (live) startTransition(() => setVm(loaded));
      },
      (error: unknown) => console.error('Accounts could not start:', error),
    );
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => (vm ? vm.start() : undefined), [vm]);
  return <AccountVmContext.Provider value={vm}>{children}</AccountVmContext.Provider>;
}

/** The account view model; throws only on a wiring mistake (no provider), never on data. */
export function useAccountVm(): AccountVm {
  const vm = useContext(AccountVmContext);
  if (!vm) throw new Error('useAccountVm used outside <AccountVmProvider>');
  return vm;
}

/** For parts of the shell that must also render where no account exists (app news layout, shell tests). */
export function useOptionalAccountVm(): AccountVm | null {
  return useContext(AccountVmContext);
}
