import type { SiteMenus, WebSettings } from '@core';
import { footerLayoutOf, type FooterLayout } from './footer/footer-layout';
import type { ServerLoad } from '../shared/ssr/page-data';
import { UseCases } from '../shared/services/use-case-tokens';

/**
 * What the server hands the shell: the menus and web settings it rendered with, each null
 * when its service failed (the fallback menus show; what needs the settings hides).
 */
export interface ShellSeed {
  readonly menus: SiteMenus | null;
  readonly settings?: WebSettings | null;
  /** the footer's commercial area's shape, for the room it keeps while its content loads */
  readonly footerLayout?: FooterLayout;
}

/**
 * The site layout's server loader: the header's menus come from the same web API on the
 * server as in the browser, so the hydrated header shows the labels the server painted
 * (the fallback menus' labels are not the CMS's: swapping them moves the header's links),
 * and what the web settings place in pages (the fixtures' and match centre's 'in partnership
 * with' sponsors) is in the server's HTML instead of pushing the page down after hydration.
 * The footer's sponsors and adverts are not rendered here (the child-friendly mode may depend on
 * the page's team, known only once the page has rendered): only the room they take, measured in
 * the mode that shows the most, so their arrival in the browser never pushes the footer down.
 * A failing service never fails the page: it renders as the browser would without it.
 */
export const shellServerLoad: ServerLoad<ShellSeed> = async ({ services }) => {
  const commercial = services.get(UseCases.loadFooterCommercial);
  const [menus, settings, rows, adverts] = await Promise.all([
    services.get(UseCases.loadMenus)(),
    services.get(UseCases.loadWebSettings)(),
    commercial.rows(false),
    commercial.adverts(false),
  ]);
  return {
    seed: {
      menus: menus.ok ? menus.value : null,
      settings: settings.ok ? settings.value : null,
      footerLayout: footerLayoutOf(rows.ok ? rows.value : null, adverts.ok ? adverts.value : null),
    },
  };
};
