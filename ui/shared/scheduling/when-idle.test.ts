import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for an idle period, at most maxWaitMs', () => {
    const asked: { run: () => void; timeout?: number }[] = [];
    const run = vi.fn();
    whenIdle(run, 2000, {
      setTimeout: () => 0,
      requestIdleCallback: (r, options) => asked.push({ run: r, timeout: options?.timeout }),
    });
    expect(run).not.toHaveBeenCalled();
    expect(asked.map((a) => a.timeout)).toEqual([2000]);
    asked[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, runs after maxWaitMs', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run, 2000, { setTimeout: (r, ms) => setTimeout(r, ms) });
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
