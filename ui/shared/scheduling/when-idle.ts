export interface IdleScope {
  setTimeout(run: () => void, ms: number): unknown;
  requestIdleCallback?: (run: () => void, options?: { timeout?: number }) => number;
}

/**
 * `run` once the browser has nothing else to do, waiting at most `maxWaitMs` (where the
 * browser has no idle callbacks, after `maxWaitMs`): for what is only nice to have, such as
 * warming the chunks of the pages a fan may open next. One job per call: work queued for
 * one idle period is one task, however long.
 */
export function whenIdle(run: () => void, maxWaitMs: number, scope: IdleScope = globalThis): void {
  if (typeof scope.requestIdleCallback === 'function') scope.requestIdleCallback(run, { timeout: maxWaitMs });
  else scope.setTimeout(run, maxWaitMs);
}
