import { err, unavailable, type Result, type ServiceError, type ServiceName } from '@core';

type ResultMethods<P> = {
  [K in keyof P]: P[K] extends (...args: never[]) => Promise<Result<unknown, unknown>> ? K : never;
}[keyof P];

/**
 * Loads a module's value once, on first use; a load that fails (a chunk the network lost) is
 * forgotten so the next call tries again.
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((e: unknown) => {
      loaded = null;
      throw e;
    }));
}

/**
 * Calls a Result-answering function that is still to be loaded: a failed load is the
 * service unavailable, never a thrown error.
 */
async function callLoaded(
  service: ServiceName,
  fn: () => Promise<unknown>,
  args: unknown[],
): Promise<Result<unknown, ServiceError>> {
  let loaded: (...a: unknown[]) => Promise<Result<unknown, ServiceError>>;
  try {
    loaded = (await fn()) as typeof loaded;
  } catch {
    return err(unavailable(service));
  }
  return loaded(...args);
}

/**
 * A port whose adapter (its client, zod schemas and wire mapping) loads on the first call, so
 * it stays out of every route's first bundle: the team and match-data adapters are only needed
 * by the pages that ask them.
 */
export function lazyPort<P extends object>(
  service: ServiceName,
  load: () => Promise<P>,
  methods: readonly ResultMethods<P>[],
): P {
  const port = loadOnce(load);
  return Object.fromEntries(
    methods.map((name) => [
      name,
      (...args: unknown[]) =>
        callLoaded(
          service,
          async () => {
            const p = await port();
            return (p[name] as (...a: unknown[]) => unknown).bind(p);
          },
          args,
        ),
    ]),
  ) as P;
}
