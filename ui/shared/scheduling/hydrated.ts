import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false on the server and while React hydrates the server's HTML, true afterwards.
 * What depends on the visitor's own browser (cookies, consent, seen promos, the
 * account) renders only then, so the server's public HTML and the first client
 * render agree and nothing personal is ever in a cached page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
