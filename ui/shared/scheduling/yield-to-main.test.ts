import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: vi.fn(() => Promise.resolve()) };
    await yieldToMain({ scheduler, setTimeout: vi.fn() as never });
    expect(scheduler.yield).toHaveBeenCalledOnce();
  });

  it('else resumes in a new task (a zero timeout), not in a microtask of this one', async () => {
    vi.useFakeTimers();
    try {
      let resumed = false;
      const done = yieldToMain({ setTimeout } as never).then(() => {
        resumed = true;
      });
      await Promise.resolve();
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.runAllTimersAsync();
      await done;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
