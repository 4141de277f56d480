import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { SiteMenus } from '../pages/page-types';
import type { PagesPort } from '../ports/pages.port';

/**
 * The site menus the chrome loads on start (NAV-1 to NAV-3); the web settings come
 * from core/settings/load-web-settings.ts. Thin today,
 * but view models take these functions, never the ports, so a cache or a fallback
 * added later changes one place.
 */
export type LoadMenus = () => Promise<Result<SiteMenus, ServiceError>>;

export const makeLoadMenus =
  ({ pages }: { pages: PagesPort }): LoadMenus =>
  () =>
    pages.menus();
