import { prefetchRoutes } from './prefetch-routes';

function idleWindow(connection?: { effectiveType?: string; saveData?: boolean }) {
  const idle: (() => void)[] = [];
  const timeouts: number[] = [];
  const win = {
    navigator: { connection } as unknown as Navigator,
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
      idle.push(run);
      timeouts.push(options?.timeout ?? 0);
      return idle.length;
    },
    setTimeout: (() => 0) as unknown as Window['setTimeout'],
  };
  return { win, idle, timeouts };
}

describe('prefetchRoutes', () => {
  it("starts one route per idle period, each waiting at most the spec's 2 s", () => {
    const { win, idle, timeouts } = idleWindow();
    const started: string[] = [];
    const loader = (name: string) => () => {
      started.push(name);
      return Promise.resolve();
    };
    prefetchRoutes([loader('news'), loader('article'), loader('content')], win as never, 2000);
    expect(started).toEqual([]);
    idle.shift()!();
    expect(started).toEqual(['news']);
    idle.shift()!();
    idle.shift()!();
    expect(started).toEqual(['news', 'article', 'content']);
    expect(idle).toHaveLength(0);
    expect(new Set(timeouts)).toEqual(new Set([2000]));
  });

  it('never on 2g or with data saver on; a failed prefetch is quiet', async () => {
    for (const connection of [{ effectiveType: '2g' }, { saveData: true }]) {
      const { win, idle } = idleWindow(connection);
      prefetchRoutes([() => Promise.resolve()], win as never);
      expect(idle).toHaveLength(0);
    }
    const { win, idle } = idleWindow({ effectiveType: '4g' });
    prefetchRoutes([() => Promise.reject(new Error('offline'))], win as never);
    idle.shift()!();
    await Promise.resolve();
  });
});
