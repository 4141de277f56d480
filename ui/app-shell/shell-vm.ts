import { proxy } from 'valtio/vanilla';
import type { Advert, SiteMenus, SponsorRow, WebSettings } from '@core';
import type { LoadFooterCommercial } from '@core/commercial/load-footer-commercial';
import type { LoadWebSettings } from '@core';
import type { LoadMenus } from '@core/shell/load-shell-data';
import { fallbackMenus } from './fallback-menus';

// valtio proxies what it is given; hand it private plain copies so shared constants
// and port answers are never wrapped or mutated through the state.
const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface ShellState {
  /** null until loaded, or when the settings service failed (parts that need them hide) */
  settings: WebSettings | null;
  menus: SiteMenus;
  /** each footer part is null when hidden (loading or failed) */
  footer: { rows: SponsorRow[] | null; adverts: Advert[] | null };
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
}

/**
 * Site chrome data. Every failure degrades one part only: menus fall back to the
 * spec's paths, the footer hides the failing part, and the shell never blanks.
 */
export function createShellVm(deps: ShellDeps) {
  const state = proxy<ShellState>({
    settings: null,
    menus: plainCopy(fallbackMenus),
    footer: { rows: null, adverts: null },
    status: 'idle',
  });
  let generation = 0;
  // the footer's own latest-wins: an answer for the mode before never lands after the new mode's
  let footerRun = 0;
  let footerMode: boolean | null = null;

  async function loadFooter(childFriendly: boolean, gen: number): Promise<void> {
    const run = ++footerRun;
    footerMode = childFriendly;
    const { rows, adverts } = await deps.loadFooterCommercial(childFriendly);
    if (gen !== generation || run !== footerRun) return;
    state.footer = { rows: rows.ok ? plainCopy([...rows.value]) : null, adverts: adverts.ok ? plainCopy([...adverts.value]) : null };
  }

  return {
    state,
    /** loads everything; call from an effect. Returns a disposer that ignores late answers. */
    start(childFriendly = deps.childFriendly?.() ?? false): () => void {
      const gen = ++generation;
      state.status = 'loading';
      const settings = deps.loadWebSettings().then((r) => { if (gen === generation && r.ok) state.settings = plainCopy(r.value); });
      const menus = deps.loadMenus().then((r) => { if (gen === generation && r.ok) state.menus = plainCopy(r.value); });
      const footer = loadFooter(childFriendly, gen);
      void Promise.allSettled([settings, menus, footer]).then(() => { if (gen === generation) state.status = 'ready'; });
      return () => { if (gen === generation) generation++; };
    },
    /**
     * child-friendly mode changed: sponsors and adverts are loaded again, filtered for the new
     * mode. Turning the mode on hides what is shown at once, so nothing filtered for the other
     * mode stays on screen while the answer is on its way.
     */
    reloadFooter(childFriendly: boolean): void {
      if (footerMode === childFriendly) return;
      if (childFriendly) state.footer = { rows: null, adverts: null };
      void loadFooter(childFriendly, generation);
    },
  };
}

export type ShellVm = ReturnType<typeof createShellVm>;
