import type { ContentPage } from './page-types';
import type { PagesPort } from '../ports/pages.port';
import { err, ok, type Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import { pageRoute, type PageRoute, type PageRouteError } from './page-route-rules';

/** a content page with what its route does: show it (child-friendly or not) or redirect */
export type RoutedContentPage = ContentPage & { readonly route: PageRoute };

/**
 * A content page by its full path ('club/policies/privacy'); SERVICE.NOT_FOUND when absent or
 * unpublished; a page whose middleware is unknown or whose redirect leaves the site is the
 * route's error (a 500).
 */
export type LoadContentPage = (fullPath: string) => Promise<Result<RoutedContentPage, ServiceError | PageRouteError>>;

export const makeLoadContentPage =
  ({ pages, ownPath }: { pages: PagesPort; ownPath: (address: string) => string | null }): LoadContentPage =>
  async (fullPath) => {
    const page = await pages.page(fullPath);
    if (!page.ok) return page;
    const route = pageRoute(page.value, ownPath);
    return route.ok ? ok({ ...page.value, route: route.value }) : err(route.error);
  };
