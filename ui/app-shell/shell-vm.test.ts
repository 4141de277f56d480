import {
  err,
  ok,
  unavailable,
  type Advert,
  type LoadFooterCommercial,
  type SiteMenus,
  type SponsorRow,
  type WebSettings,
} from '@core';
import { createShellVm, type ShellDeps } from './shell-vm';
import { fallbackMenus } from './fallback-menus';
import { flush } from '../shared/testing/deferred';

const never = <T>() => new Promise<T>(() => {});
const menus: SiteMenus = { ...fallbackMenus, primary: [{ label: 'Latest', link: '/news' }] };
const ROWS = [{ rowID: 'r1', title: 'Partners' }] as unknown as SponsorRow[];
const ADS = [{ id: 'mpu-1' }] as unknown as Advert[];
const footer = (parts: Partial<LoadFooterCommercial> = {}): LoadFooterCommercial => ({
  rows: async () => ok([]),
  adverts: async () => ok([]),
  headerSponsor: async () => ok(null),
  ...parts,
});
const deps = (over: Partial<ShellDeps> = {}): ShellDeps => ({
  loadWebSettings: async () => ok({ clubLine: 'Up the Zenith' } as WebSettings),
  loadMenus: async () => ok(menus),
  loadFooterCommercial: footer(),
  ...over,
});

describe('createShellVm', () => {
  it('does no work until start, then loads settings and menus; the footer once it is shown', async () => {
    const loadWebSettings = vi.fn(async () => ok({ clubLine: 'Up the Zenith' } as WebSettings));
    const vm = createShellVm(deps({ loadWebSettings }));
    expect(loadWebSettings).not.toHaveBeenCalled();
    expect(vm.state.status).toBe('idle');
    vm.start();
    vm.showFooter();
    await flush();
    expect(vm.state.status).toBe('ready');
    expect(vm.state.settings?.clubLine).toBe('Up the Zenith');
    expect(vm.state.menus.primary[0]?.label).toBe('Latest');
    expect(vm.state.footer).toEqual({ rows: [], adverts: [] });
  });

  it('starts from the menus and settings the server rendered with and does not ask for them again; the footer still loads', async () => {
    const loadMenus = vi.fn(async () => ok(menus));
    const loadWebSettings = vi.fn(async () => ok({ clubLine: 'Up the Zenith' } as WebSettings));
    const rows = vi.fn(async () => ok(ROWS));
    const vm = createShellVm(
      deps({
        initialMenus: menus,
        initialSettings: { clubLine: 'From the server' } as WebSettings,
        loadMenus,
        loadWebSettings,
        loadFooterCommercial: footer({ rows }),
      }),
    );
    expect(vm.state.menus.primary[0]?.label).toBe('Latest');
    expect(vm.state.settings?.clubLine).toBe('From the server');
    vm.start();
    vm.showFooter();
    await flush();
    expect(loadMenus).not.toHaveBeenCalled();
    expect(loadWebSettings).not.toHaveBeenCalled();
    expect(vm.state.settings?.clubLine).toBe('From the server');
    expect(vm.state.status).toBe('ready');
    expect(vm.state.footer.rows).toEqual(ROWS);
    // a later page's route change asks again only for what failed: nothing here
    vm.routeChanged();
    await flush();
    expect(loadMenus).not.toHaveBeenCalled();
  });

  it('falls back and hides only the failing parts', async () => {
    const vm = createShellVm(
      deps({
        loadWebSettings: async () => err(unavailable('web-api')),
        loadMenus: async () => err(unavailable('web-api')),
        loadFooterCommercial: footer({ rows: async () => err(unavailable('sponsors')) }),
      }),
    );
    vm.start();
    vm.showFooter();
    await flush();
    expect(vm.state.status).toBe('ready');
    expect(vm.state.settings).toBeNull();
    expect(vm.state.menus.primary.map((m) => m.link)).toEqual(['/news', '/videos', '/matches', '/teams']);
    expect(vm.state.footer).toEqual({ rows: null, adverts: [] });
  });

  it('sponsors and adverts load on their own: one that does not answer never holds the other back', async () => {
    const a = createShellVm(deps({ loadFooterCommercial: footer({ rows: never, adverts: async () => ok(ADS) }) }));
    a.start();
    a.showFooter();
    await flush();
    expect(a.state.footer).toEqual({ rows: null, adverts: ADS });
    const b = createShellVm(deps({ loadFooterCommercial: footer({ rows: async () => ok(ROWS), adverts: never }) }));
    b.start();
    b.showFooter();
    await flush();
    expect(b.state.footer).toEqual({ rows: ROWS, adverts: null });
  });

  it('after a failure, each failed part is fetched again on a later route change; parts that loaded are not', async () => {
    let sponsorsDown = true;
    let settingsDown = true;
    const rows = vi.fn(async () => (sponsorsDown ? err(unavailable('sponsors')) : ok(ROWS)));
    const adverts = vi.fn(async () => ok(ADS));
    const loadWebSettings = vi.fn(async () =>
      settingsDown ? err(unavailable('web-api')) : ok({ clubLine: 'Up the Zenith' } as WebSettings),
    );
    const loadMenus = vi.fn(async () => ok(menus));
    const vm = createShellVm(deps({ loadWebSettings, loadMenus, loadFooterCommercial: footer({ rows, adverts }) }));
    vm.start();
    vm.showFooter();
    await flush();
    expect(vm.state.footer).toEqual({ rows: null, adverts: ADS });
    // still down: it stays hidden, and is asked for again on the next route change
    vm.routeChanged();
    await flush();
    expect(rows).toHaveBeenCalledTimes(2);
    sponsorsDown = false;
    settingsDown = false;
    vm.routeChanged();
    await flush();
    expect(vm.state.footer).toEqual({ rows: ROWS, adverts: ADS });
    expect(vm.state.settings?.clubLine).toBe('Up the Zenith');
    expect(rows).toHaveBeenCalledTimes(3);
    expect(adverts).toHaveBeenCalledTimes(1);
    expect(loadMenus).toHaveBeenCalledTimes(1);
    // all there: a route change asks for nothing
    vm.routeChanged();
    await flush();
    expect([
      rows.mock.calls.length,
      adverts.mock.calls.length,
      loadWebSettings.mock.calls.length,
      loadMenus.mock.calls.length,
    ]).toEqual([3, 1, 3, 1]);
  });

  it('a part still on its way is not asked for twice by a route change', async () => {
    const rows = vi.fn(() => never<never>());
    const vm = createShellVm(deps({ loadFooterCommercial: footer({ rows }) }));
    vm.start();
    vm.showFooter();
    vm.routeChanged();
    vm.routeChanged();
    await flush();
    expect(rows).toHaveBeenCalledTimes(1);
  });

  it('a change of child-friendly mode loads both footer parts again in the new mode, and an older answer never overwrites a newer one', async () => {
    const modes: boolean[] = [];
    let release: (() => void) | undefined;
    const rows = vi.fn((child: boolean) => {
      modes.push(child);
      // the first (adult) answer is slow: it arrives after the child-friendly one
      return child
        ? Promise.resolve(ok([{ rowID: 'child' }] as unknown as SponsorRow[]))
        : new Promise<ReturnType<typeof ok<SponsorRow[]>>>((resolve) => {
            release = () => resolve(ok(ROWS));
          });
    });
    const adverts = vi.fn(async (child: boolean) => ok(child ? [] : ADS));
    const vm = createShellVm(deps({ loadFooterCommercial: footer({ rows, adverts }) }));
    vm.start(false);
    vm.showFooter();
    vm.reloadFooter(true);
    await flush();
    release?.();
    await flush();
    expect(modes).toEqual([false, true]);
    expect(vm.state.footer).toEqual({ rows: [{ rowID: 'child' }], adverts: [] });
  });

  it('loads the header sponsor for the mode, hides it at once when child-friendly mode comes on, and loads it again', async () => {
    const modes: boolean[] = [];
    const headerSponsor = vi.fn(async (child: boolean) => {
      modes.push(child);
      return ok(child ? null : { image: 'sponsors/bet', name: 'Bet', childFriendly: false });
    });
    const vm = createShellVm(deps({ loadFooterCommercial: footer({ headerSponsor }) }));
    vm.start(false);
    await flush();
    expect(vm.state.headerSponsor?.name).toBe('Bet');
    vm.reloadFooter(true);
    expect(vm.state.headerSponsor).toBeNull();
    await flush();
    expect(modes).toEqual([false, true]);
    expect(vm.state.headerSponsor).toBeNull();
  });

  it("start asks for the settings, menus and header sponsor only; the footer's sponsors and adverts when it is shown, once", async () => {
    const rows = vi.fn(async () => ok(ROWS));
    const adverts = vi.fn(async () => ok(ADS));
    const headerSponsor = vi.fn(async () => ok(null));
    const vm = createShellVm(deps({ loadFooterCommercial: footer({ rows, adverts, headerSponsor }) }));
    vm.start();
    await flush();
    expect(vm.state.status).toBe('ready');
    expect(headerSponsor).toHaveBeenCalledOnce();
    expect([rows.mock.calls.length, adverts.mock.calls.length, vm.state.footerStatus]).toEqual([0, 0, 'idle']);
    // a mode change before the footer is shown reloads the header sponsor only
    vm.reloadFooter(true);
    await flush();
    expect([rows.mock.calls.length, adverts.mock.calls.length, headerSponsor.mock.calls.length]).toEqual([0, 0, 2]);
    vm.showFooter();
    expect(vm.state.footerStatus).toBe('loading');
    vm.showFooter();
    await flush();
    expect(vm.state.footerStatus).toBe('ready');
    expect(vm.state.footer).toEqual({ rows: ROWS, adverts: ADS });
    expect(rows.mock.calls).toEqual([[true]]);
    expect(adverts).toHaveBeenCalledOnce();
  });

  it('a footer shown before start asks in the mode of the moment; one whose answers were dropped by the disposer asks again when shown', async () => {
    const rows = vi.fn(async (_child: boolean) => ok(ROWS));
    const vm = createShellVm(deps({ childFriendly: () => true, loadFooterCommercial: footer({ rows }) }));
    vm.showFooter();
    const stop = vm.start();
    stop();
    expect(vm.state.footerStatus).toBe('idle');
    vm.start();
    vm.showFooter();
    await flush();
    expect(rows.mock.calls).toEqual([[true], [true]]);
    expect(vm.state.footer.rows).toEqual(ROWS);
  });

  it('ignores answers that arrive after the disposer ran (StrictMode double start)', async () => {
    let calls = 0;
    const vm = createShellVm(deps({ loadWebSettings: async () => ok({ clubLine: `call ${++calls}` } as WebSettings) }));
    const stop = vm.start();
    stop();
    vm.start();
    await flush();
    expect(vm.state.settings?.clubLine).toBe('call 2');
  });
});
