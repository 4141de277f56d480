import { lazyPage } from './lazy-page';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
}

describe('lazyPage', () => {
  it('resolves the page component', async () => {
    const Page = () => null;
    const r = await lazyPage(async () => ({ default: Page }), memoryStorage(), () => {})();
    expect(r.Component).toBe(Page);
  });
  it('reloads once when a chunk fails, then gives up to the error page', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = lazyPage(async () => { throw new TypeError('Failed to fetch dynamically imported module'); }, storage, reload);
    void failing(); // first failure: reload, never settles
    await Promise.resolve(); await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(failing()).rejects.toThrow(/dynamically imported/);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
