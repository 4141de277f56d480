import { useState, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { RouteLoadingProvider, RouteLookProvider, routeLookOf, type RouteLook } from '@ui/app-shell';
import { routeLoadingOf } from './route-loading';

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
 * the first page's data) and whether a navigation is under way (the progress bar): the shell
 * sits above the pages, so the app hands them down. The look's provider re-renders only when the
 * look changes; the navigation goes to the bar as a stream, re-rendering nothing else.
 */
export function RouterWithLook({ router }: { readonly router: Router }) {
  const [read] = useState(() => lookOf(router));
  // the same reading while hydrating: the server's look came from the same state
  const look = useSyncExternalStore(router.subscribe, read, read);
  const [routeLoading$] = useState(() => routeLoadingOf(router));
  return (
    <RouteLookProvider value={look}>
      <RouteLoadingProvider value={routeLoading$}>
        <RouterProvider router={router} />
      </RouteLoadingProvider>
    </RouteLookProvider>
  );
}
