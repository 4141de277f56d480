/**
 * Ends the current task; the work after `await yieldToMain()` runs in a new one. The boot and
 * hydration are a series of steps (modules, services, router, the first render); each is
 * short, but in one task together they were a long task that a phone's taps and paints waited
 * behind (Lighthouse counts every task over 50 ms on a simulated phone as blocking time).
 * scheduler.yield() resumes ahead of other queued tasks where the browser has it; elsewhere
 * a zero timeout.
 */
type Yielding = { scheduler?: { yield?: () => Promise<void> } };

export function yieldToMain(scope: Yielding & Pick<typeof globalThis, 'setTimeout'> = globalThis): Promise<void> {
  const yielder = scope.scheduler?.yield;
  if (typeof yielder === 'function') return yielder.call(scope.scheduler);
  return new Promise((resolve) => {
    scope.setTimeout(resolve, 0);
  });
}
