import { proxy, ref } from 'valtio/vanilla';
import type {
  LoadFooterCommercial,
  LoadWebSettings,
  SiteMenus,
  Advert,
  HeaderSponsor,
  SponsorRow,
  WebSettings,
} from '@core';
import type { LoadMenus } from '@core/shell/load-shell-data';
import { fallbackMenus } from './fallback-menus';
import { createShellPart } from './shell-part';

/**
 * The shell's data is replaced whole, never changed in part: valtio keeps it as it is (a ref),
 * without a proxy for each of its objects and a frozen copy of each for every snapshot. The
 * settings and menus the server rendered with were, as the page hydrated, copied and proxied
 * object by object: a main-thread cost for data that never changes there. Readers re-render
 * when a part is replaced. A ref is never written through, so shared constants and the server's
 * shared answers are safe in it without a copy.
 */
const whole = <T extends object>(value: T): T => ref(value);
const wholeOrNull = <T extends object>(value: T | null | undefined): T | null => (value ? ref(value) : null);

export interface ShellState {
  /** null until loaded, or when the settings service failed (parts that need them hide) */
  settings: WebSettings | null;
  menus: SiteMenus;
  /** each footer part is null when hidden (loading or failed) */
  footer: { rows: SponsorRow[] | null; adverts: Advert[] | null };
  /** the header sponsor for the mode; null when none, loading, failed or hidden by the mode */
  headerSponsor: HeaderSponsor | null;
  /** the settings, menus and header sponsor: asked for by start() */
  status: 'idle' | 'loading' | 'ready';
  /** the footer's sponsors and adverts: asked for by showFooter(), once the footer is near the screen */
  footerStatus: 'idle' | 'loading' | 'ready';
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
    settings: wholeOrNull(deps.initialSettings),
    menus: whole(deps.initialMenus ?? fallbackMenus),
    footer: { rows: null, adverts: null },
    headerSponsor: null,
    status: 'idle',
    footerStatus: 'idle',
  });
  let childFriendly = false;

  // settings and menus keep what was shown (the fallback menus at first) when they fail
  // what the server rendered the page with is not asked for again as the page hydrates
  const settings = createShellPart(
    deps.loadWebSettings,
    (r) => {
      if (r.ok) state.settings = whole(r.value);
    },
    Boolean(deps.initialSettings),
  );
  const menus = createShellPart(
    deps.loadMenus,
    (r) => {
      if (r.ok) state.menus = whole(r.value);
    },
    Boolean(deps.initialMenus),
  );
  // a footer part that failed hides: what it showed was filtered for another moment or mode
  const rows = createShellPart(
    () => deps.loadFooterCommercial.rows(childFriendly),
    (r) => {
      state.footer.rows = r.ok ? whole(r.value) : null;
    },
  );
  const adverts = createShellPart(
    () => deps.loadFooterCommercial.adverts(childFriendly),
    (r) => {
      state.footer.adverts = r.ok ? whole(r.value) : null;
    },
  );
  const sponsor = createShellPart(
    () => deps.loadFooterCommercial.headerSponsor(childFriendly),
    (r) => {
      state.headerSponsor = r.ok ? wholeOrNull(r.value) : null;
    },
  );
  const parts = [settings, menus, sponsor];
  const footerParts = [rows, adverts];
  // each load has its own: a footer shown after start()'s disposer ran must not revive start()'s late answer
  let disposed = false;
  let footerDropped = false;

  /**
   * The footer is near the screen: its sponsors and adverts are asked for (once). Below the
   * fold they are not needed while the page loads: their answers, their pictures and the
   * footer's re-render wait until a fan scrolls towards them (on a phone, most pages).
   */
  function showFooter(): void {
    if (state.footerStatus !== 'idle') return;
    // the mode now (the footer may come into view before start() has read it)
    childFriendly = deps.childFriendly?.() ?? childFriendly;
    footerDropped = false;
    state.footerStatus = 'loading';
    void Promise.allSettled(footerParts.map((part) => part.load())).then(() => {
      if (!footerDropped) state.footerStatus = 'ready';
    });
  }

  return {
    state,
    /** loads everything; call from an effect. Returns a disposer that ignores late answers. */
    start(mode = deps.childFriendly?.() ?? childFriendly): () => void {
      childFriendly = mode;
      disposed = false;
      state.status = 'loading';
      void Promise.allSettled(parts.map((part) => part.loadUnlessLoaded())).then(() => {
        if (!disposed) state.status = 'ready';
      });
      return () => {
        disposed = true;
        footerDropped = true;
        for (const part of [...parts, ...footerParts]) part.drop();
        // answers dropped on their way: the footer asks again when it is shown again
        if (state.footerStatus === 'loading') state.footerStatus = 'idle';
      };
    },
    showFooter,
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
      void sponsor.load();
      // a footer not yet shown asks with the new mode when it is
      if (state.footerStatus === 'idle') return;
      void rows.load();
      void adverts.load();
    },
    /** the fan moved to another page: whatever failed is asked for again (the footer's parts once it was shown) */
    routeChanged(): void {
      for (const part of [...parts, ...footerParts]) part.loadIfFailed();
    },
  };
}

export type ShellVm = ReturnType<typeof createShellVm>;
