import { lazyPage } from './lazy-page';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('lazyPage', () => {
  it('resolves the page component', async () => {
    const Page = () => null;
    const r = await lazyPage(
      async () => ({ default: Page }),
      () => memoryStorage(),
      () => {},
    )();
    expect(r.Component).toBeTypeOf('function');
  });
  it('reloads once when a chunk fails, then gives up to the error page', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = lazyPage(
      async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      () => storage,
      reload,
    );
    void failing(); // first failure: reload, never settles
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(failing()).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPage on the server', () => {
  it("hands over the module's server loader, which answers null without a request context (the browser)", async () => {
    const Page = () => null;
    const serverLoad = async () => ({ seed: { title: 'x' } });
    const route = await lazyPage(
      async () => ({ default: Page, serverLoad }),
      () => null,
    )();
    expect(route.Component).toBeTypeOf('function');
    const loaderArgs = { params: {}, request: new Request('http://site/x'), context: undefined } as never;
    expect(await route.loader?.(loaderArgs)).toBeNull();
    const services = { get: () => undefined } as never;
    expect(await route.loader?.({ ...(loaderArgs as object), context: { services } } as never)).toEqual({
      seed: { title: 'x' },
    });
  });

  it('without a browser storage a failed chunk is thrown, never a reload', async () => {
    const reload = vi.fn();
    const failing = lazyPage(
      async () => {
        throw new Error('gone');
      },
      () => null,
      reload,
    );
    await expect(failing()).rejects.toThrow('gone');
    expect(reload).not.toHaveBeenCalled();
  });
});
