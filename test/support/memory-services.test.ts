import { Ports, type ServiceToken } from '@core';
import { ViewModels } from '@ui/shared/services/service-tokens';
import { createNewsMemory } from '@adapters/memory/news/news-memory';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { UseCases } from '@ui/shared/services/use-case-tokens';
import { createMemoryServices } from './memory-services';

describe('createMemoryServices', () => {
  it('binds every service token', () => {
    const services = createMemoryServices();
    for (const token of Object.values(Ports) as ServiceToken<unknown>[]) expect(services.get(token)).toBeDefined();
    expect(typeof services.get(ViewModels.interfaceVm).dispatch).toBe('function');
    expect(services.get(Ports.clock).now()).toBe(Date.parse('2026-02-14T15:00:00Z'));
  });

  it('overrides replace a single service', async () => {
    const failing = createNewsMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' });
    const services = createMemoryServices({ news: failing });
    expect(services.get(Ports.news)).toBe(failing);
    expect((await services.get(Ports.pages).menus()).ok).toBe(true);
  });

  it('binds the use cases over the bound ports, overrides included', async () => {
    const stream = createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined });
    stream.setPackages([]);
    const services = createMemoryServices({ stream });
    expect(await services.get(UseCases.loadPackages)()).toEqual({ ok: true, value: [] });
    expect(await createMemoryServices().get(UseCases.loadPackages)()).toMatchObject({ ok: true, value: { length: 3 } });
    expect((await services.get(UseCases.loadVideoDetail)(null)).ok).toBe(true);
  });

  it('each call is fresh: no state leaks between tests', () => {
    const a = createMemoryServices();
    a.get(ViewModels.interfaceVm).dispatch({ type: 'menu/open' });
    expect(a.get(ViewModels.interfaceVm).state.menuOpen).toBe(true);
    expect(createMemoryServices().get(ViewModels.interfaceVm).state.menuOpen).toBe(false);
  });

  it('an unbound token is a wiring mistake and throws', () => {
    expect(() => createMemoryServices().get(Symbol('nope'))).toThrow(/No binding/);
  });
});
