import { useState } from 'react';
import { useScheduledEffect } from '../scheduling';

/** A view model that may start work when its component mounts; start returns its disposer. */
export interface StartableVm {
  start?(): void | (() => void);
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * One view model per mounted component: made once by `factory` (again when `key`
 * changes, e.g. a new slug), started in an effect and disposed by the effect's
 * cleanup. Work starts in the effect, never in the factory, so StrictMode's double
 * effect run starts, stops and starts again without leaking a subscription. The start runs
 * when the schedule in context says (at once unless the app spreads the first page's starts
 * over tasks: start-schedule.ts); a view model unmounted before its start never starts.
 */
// VM extends object, not StartableVm: a view model with no start() (its work follows props in
// effects of its own) is made the same way, and TypeScript refuses an object with none of a
// type's optional members
export function useViewModel<VM extends object>(factory: () => VM, key: readonly unknown[] = []): VM {
  const [made, setMade] = useState(() => ({ vm: factory(), key }));
  let vm = made.vm;
  if (!sameKey(made.key, key)) {
    // derived state: React re-renders at once with the new view model
    vm = factory();
    setMade({ vm, key });
  }
  useScheduledEffect(() => (vm as StartableVm).start?.(), [vm]);
  return vm;
}
