import { err, ok, unavailable, type SiteMenus, type WebSettings } from '@core';
import { createShellVm } from './shell-vm';
import { fallbackMenus } from './fallback-menus';

const flush = () => new Promise((r) => setTimeout(r, 0));
const menus: SiteMenus = { ...fallbackMenus, primary: [{ label: 'Latest', link: '/news' }] };

describe('createShellVm', () => {
  it('does no work until start, then loads settings, menus and the footer', async () => {
    const loadWebSettings = vi.fn(async () => ok({ clubLine: 'Up the Zenith' } as WebSettings));
    const vm = createShellVm({
      loadWebSettings, loadMenus: async () => ok(menus),
      loadFooterCommercial: async () => ({ rows: ok([]), adverts: ok([]) }),
    });
    expect(loadWebSettings).not.toHaveBeenCalled();
    expect(vm.state.status).toBe('idle');
    vm.start();
    await flush();
    expect(vm.state.status).toBe('ready');
    expect(vm.state.settings?.clubLine).toBe('Up the Zenith');
    expect(vm.state.menus.primary[0]?.label).toBe('Latest');
    expect(vm.state.footer).toEqual({ rows: [], adverts: [] });
  });

  it('falls back and hides only the failing parts', async () => {
    const vm = createShellVm({
      loadWebSettings: async () => err(unavailable('web-api')),
      loadMenus: async () => err(unavailable('web-api')),
      loadFooterCommercial: async () => ({ rows: err(unavailable('sponsors')), adverts: ok([]) }),
    });
    vm.start();
    await flush();
    expect(vm.state.status).toBe('ready');
    expect(vm.state.settings).toBeNull();
    expect(vm.state.menus.primary.map((m) => m.link)).toEqual(['/news', '/videos', '/matches', '/teams']);
    expect(vm.state.footer).toEqual({ rows: null, adverts: [] });
  });

  it('ignores answers that arrive after the disposer ran (StrictMode double start)', async () => {
    let calls = 0;
    const vm = createShellVm({
      loadWebSettings: async () => ok({ clubLine: `call ${++calls}` } as WebSettings),
      loadMenus: async () => ok(menus),
      loadFooterCommercial: async () => ({ rows: ok([]), adverts: ok([]) }),
    });
    const stop = vm.start();
    stop();
    vm.start();
    await flush();
    expect(vm.state.settings?.clubLine).toBe('call 2');
  });
});
