import { useState, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { RouteLookProvider, routeLookOf, type RouteLook } from '@ui/app-shell';

type Router = ReturnType<typeof createBrowserRouter>;

/** the router's look, the same object until the look itself changes */
function lookOf(router: Pick<Router, 'state'>): () => RouteLook {
  let last = routeLookOf(router.state);
  return () => {
    const next = routeLookOf(router.state);
    if (next.failed !== last.failed || next.headerStyle !== last.headerStyle) last = next;
    return last;
  };
}

/**
 * The browser's router, with what its public state says of the header's look (a failed route,
 * the first page's data): the header sits above the pages, so the app hands it down. The
 * provider re-renders only when the look changes, not on every step of a navigation.
 */
export function RouterWithLook({ router }: { readonly router: Router }) {
  const [read] = useState(() => lookOf(router));
  // the same reading while hydrating: the server's look came from the same state
  const look = useSyncExternalStore(router.subscribe, read, read);
  return (
    <RouteLookProvider value={look}>
      <RouterProvider router={router} />
    </RouteLookProvider>
  );
}
