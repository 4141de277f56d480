import type { SiteMenus, WebSettings } from '@core';
import type { ServerLoad } from '../shared/ssr/page-data';
import { UseCases } from '../shared/services/use-case-tokens';

/**
 * What the server hands the shell: the menus and web settings it rendered with, each null
 * when its service failed (the fallback menus show; what needs the settings hides).
 */
export interface ShellSeed { readonly menus: SiteMenus | null; readonly settings?: WebSettings | null }

/**
 * The site layout's server loader: the header's menus come from the same web API on the
 * server as in the browser, so the hydrated header shows the labels the server painted
 * (the fallback menus' labels are not the CMS's: swapping them moves the header's links),
 * and what the web settings place in pages (the fixtures' and match centre's 'in partnership
 * with' sponsors) is in the server's HTML instead of pushing the page down after hydration.
 * A failing service never fails the page: it renders as the browser would without it.
 */
export const shellServerLoad: ServerLoad<ShellSeed> = async ({ services }) => {
  const [menus, settings] = await Promise.all([services.get(UseCases.loadMenus)(), services.get(UseCases.loadWebSettings)()]);
  return { seed: { menus: menus.ok ? menus.value : null, settings: settings.ok ? settings.value : null } };
};
