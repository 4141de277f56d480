import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { headerStyleFor, pageTypeForPath, type HeaderStyle } from '@core';
import type { PageData } from '../../shared/ssr/page-data';

/**
 * The look the header wears on this address. The page announces its look from an effect,
 * which never runs on the server and runs only after the first paint in the browser; until
 * it has (for this very address), the look comes from what both sides know while rendering:
 * a routing error (the error page is solid), the page's server data (a content page with a
 * hero image), or the route's page type. So the server's HTML and the hydrated page agree,
 * and a client navigation shows the new page's look at once rather than the old page's.
 */
export function useHeaderLook(announced: {
  readonly headerStyle: HeaderStyle;
  readonly headerStylePath: string;
}): HeaderStyle {
  const { pathname } = useLocation();
  // read without useMatches, which throws outside a data router (component tests, stories)
  const router = useContext(UNSAFE_DataRouterStateContext);
  if (announced.headerStylePath === pathname) return announced.headerStyle;
  if (router?.errors && Object.keys(router.errors).length > 0) return headerStyleFor('error');
  for (const match of [...(router?.matches ?? [])].reverse()) {
    const data = router?.loaderData[match.route.id] as PageData<unknown> | null | undefined;
    if (data?.headerStyle) return data.headerStyle;
  }
  return headerStyleFor(pageTypeForPath(pathname));
}
