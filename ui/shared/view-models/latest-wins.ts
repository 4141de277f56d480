import { defer, EMPTY, from, Subject, type ObservableInput } from 'rxjs';
import { catchError, finalize, switchMap, tap } from 'rxjs/operators';

/**
 * Latest answer wins: every run replaces the one before it (rxjs `switchMap`), so a
 * slower, older answer (a retry, a StrictMode double start, new filters) never writes
 * over a newer one, and `drop()` retires whatever is in flight when the page goes away.
 *
 * `run` resolves once its work has finished or been replaced, so callers can await it
 * without hanging on a superseded request; a throw in the work rejects only that run.
 */
export interface LatestWins {
  /** `apply` sees every value `work` emits while this run is the newest */
  run<T>(work: () => ObservableInput<T>, apply: (value: T, isCurrent: () => boolean) => void): Promise<void>;
  /** drops the run in flight (the page left); later runs work as before */
  drop(): void;
}

interface Run {
  readonly id: number;
  readonly work: () => ObservableInput<unknown>;
  readonly apply: (value: unknown, isCurrent: () => boolean) => void;
  readonly settle: () => void;
  readonly fail: (error: unknown) => void;
}

export function createLatestWins(): LatestWins {
  const runs = new Subject<Run | null>();
  let current = 0;
  runs
    .pipe(
      switchMap((run) => {
        if (!run) return EMPTY;
        const isCurrent = () => run.id === current;
        return defer(() => from(run.work())).pipe(
          tap((value) => run.apply(value, isCurrent)),
          catchError((error: unknown) => {
            run.fail(error);
            return EMPTY;
          }),
          finalize(run.settle),
        );
      }),
    )
    .subscribe();

  return {
    run(work, apply) {
      return new Promise<void>((resolve, reject) => {
        current += 1;
        runs.next({ id: current, work, apply: apply as Run['apply'], settle: resolve, fail: reject });
      });
    },
    drop() {
      current += 1;
      runs.next(null);
    },
  };
}
