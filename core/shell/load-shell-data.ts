import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { WebSettings } from '../settings/web-settings-types';
import type { SiteMenus } from '../pages/page-types';
import type { WebSettingsPort } from '../ports/web-settings.port';
import type { PagesPort } from '../ports/pages.port';

/**
 * What the site chrome loads on start (site-shell §2): the web settings (headings,
 * cookie banner wording, date formats, menu layout) and the site menus. Thin today,
 * but view models take these functions, never the ports, so a cache or a fallback
 * added later changes one place.
 */
export type LoadWebSettings = () => Promise<Result<WebSettings, ServiceError>>;
export type LoadMenus = () => Promise<Result<SiteMenus, ServiceError>>;

export const makeLoadWebSettings = ({ webSettings }: { webSettings: WebSettingsPort }): LoadWebSettings => () => webSettings.get();
export const makeLoadMenus = ({ pages }: { pages: PagesPort }): LoadMenus => () => pages.menus();
