import type { SiteMenus } from '@core';
import type { ServerLoad } from '../shared/ssr/page-data';
import { UseCases } from '../shared/services/use-case-tokens';

/** What the server hands the shell: the menus it rendered, or null when the service failed (the fallback menus show). */
export interface ShellSeed { readonly menus: SiteMenus | null }

/**
 * The site layout's server loader: the header's menus come from the same web API on the
 * server as in the browser, so the hydrated header shows the labels the server painted
 * (the fallback menus' labels are not the CMS's: swapping them moves the header's links).
 * A failing service never fails the page: the fallback menus render on both sides.
 */
export const shellServerLoad: ServerLoad<ShellSeed> = async ({ services }) => {
  const menus = await services.get(UseCases.loadMenus)();
  return { seed: { menus: menus.ok ? menus.value : null } };
};
