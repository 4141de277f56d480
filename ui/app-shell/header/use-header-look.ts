import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { headerStyleFor, pageTypeForPath, type HeaderStyle } from '@core';
import { RouteLookContext } from './route-look';

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
  const route = useContext(RouteLookContext);
  if (announced.headerStylePath === pathname) return announced.headerStyle;
  if (route.failed) return headerStyleFor('error');
  return route.headerStyle ?? headerStyleFor(pageTypeForPath(pathname));
}
