import { proxy } from 'valtio/vanilla';
import type { LoadFooterCommercial, LoadWebSettings, SiteMenus, Advert, HeaderSponsor, SponsorRow, WebSettings } from '@core';
import type { LoadMenus } from '@core/shell/load-shell-data';
import { fallbackMenus } from './fallback-menus';
import { createShellPart } from './shell-part';

// valtio proxies what it is given; hand it private plain copies so shared constants
// and port answers are never wrapped or mutated through the state.
const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface ShellState {
  /** null until loaded, or when the settings service failed (parts that need them hide) */
  settings: WebSettings | null;
  menus: SiteMenus;
  /** each footer part is null when hidden (loading or failed) */
  footer: { rows: SponsorRow[] | null; adverts: Advert[] | null };
  /** the header sponsor for the mode; null when none, loading, failed or hidden by the mode */
  headerSponsor: HeaderSponsor | null;
  status: 'idle' | 'loading' | 'ready';
}

export interface ShellDeps {
  readonly loadWebSettings: LoadWebSettings;
  readonly loadMenus: LoadMenus;
  readonly loadFooterCommercial: LoadFooterCommercial;
  /**
   * the child-friendly mode when start() runs (read then, not when the view model is made: the
   * root route sets the mode from the address before the shell starts); later changes reload
   * only the footer (reloadFooter)
   */
  readonly childFriendly?: () => boolean;
  /** the menus the server rendered the page with (hydration): shown until the menus load */
  readonly initialMenus?: SiteMenus;
  /** the web settings the server rendered the page with (hydration) */
  readonly initialSettings?: WebSettings;
}

/**
 * Site chrome data. Every part loads on its own and every failure degrades one part
 * only: menus fall back to the spec's paths, settings-dependent bits and the failing
 * footer part hide, and the shell never blanks. A failed part is fetched again on a
 * later route change, so it comes back without a full reload.
 */
export function createShellVm(deps: ShellDeps) {
  const state = proxy<ShellState>({
    settings: deps.initialSettings ? plainCopy(deps.initialSettings) : null,
    menus: plainCopy(deps.initialMenus ?? fallbackMenus),
    footer: { rows: null, adverts: null },
    headerSponsor: null,
    status: 'idle',
  });
  let childFriendly = false;

  // settings and menus keep what was shown (the fallback menus at first) when they fail
  // what the server rendered the page with is not asked for again as the page hydrates
  const settings = createShellPart(deps.loadWebSettings, (r) => { if (r.ok) state.settings = plainCopy(r.value); }, Boolean(deps.initialSettings));
  const menus = createShellPart(deps.loadMenus, (r) => { if (r.ok) state.menus = plainCopy(r.value); }, Boolean(deps.initialMenus));
  // a footer part that failed hides: what it showed was filtered for another moment or mode
  const rows = createShellPart(() => deps.loadFooterCommercial.rows(childFriendly), (r) => { state.footer.rows = r.ok ? plainCopy(r.value) : null; });
  const adverts = createShellPart(() => deps.loadFooterCommercial.adverts(childFriendly), (r) => { state.footer.adverts = r.ok ? plainCopy(r.value) : null; });
  const sponsor = createShellPart(() => deps.loadFooterCommercial.headerSponsor(childFriendly), (r) => { state.headerSponsor = r.ok && r.value ? plainCopy(r.value) : null; });
  const parts = [settings, menus, rows, adverts, sponsor];

  return {
    state,
    /** loads everything; call from an effect. Returns a disposer that ignores late answers. */
    start(mode = deps.childFriendly?.() ?? childFriendly): () => void {
      childFriendly = mode;
      state.status = 'loading';
      let disposed = false;
      void Promise.allSettled(parts.map((part) => part.loadUnlessLoaded())).then(() => { if (!disposed) state.status = 'ready'; });
      return () => {
        disposed = true;
        for (const part of parts) part.drop();
      };
    },
    /**
     * child-friendly mode changed: sponsors (footer and header) and adverts are loaded again, filtered for the new
     * mode. Turning the mode on hides what is shown at once, so nothing filtered for the other
     * mode stays on screen while the answer is on its way (each part's latest answer wins).
     */
    reloadFooter(mode: boolean): void {
      if (mode === childFriendly) return;
      childFriendly = mode;
      if (mode) {
        state.footer = { rows: null, adverts: null };
        state.headerSponsor = null;
      }
      void rows.load();
      void adverts.load();
      void sponsor.load();
    },
    /** the fan moved to another page: whatever failed is asked for again */
    routeChanged(): void {
      for (const part of parts) part.loadIfFailed();
    },
  };
}

export type ShellVm = ReturnType<typeof createShellVm>;
