/** Lets queued promise callbacks run (a macrotask: every microtask queued before it has run). */
export const flush = () => new Promise<void>((r) => setTimeout(r, 0));
