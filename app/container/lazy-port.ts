import { err, unavailable, type Result, type ServiceError, type ServiceName } from '@core';

type ResultMethods<P> = { [K in keyof P]: P[K] extends (...args: never[]) => Promise<Result<unknown, unknown>> ? K : never }[keyof P];

/**
 * A port whose adapter (its client, zod schemas and wire mapping) loads on the first call, so
 * it stays out of every route's first bundle: the team and match-data adapters are only needed
 * by the pages that ask them. Every method answers a Result, so an adapter chunk that fails to
 * load is that service unavailable, never a thrown error.
 */
export function lazyPort<P extends object>(service: ServiceName, load: () => Promise<P>, methods: readonly ResultMethods<P>[]): P {
  let port: Promise<P> | null = null;
  const entries = methods.map((name) => [name, async (...args: unknown[]): Promise<Result<unknown, ServiceError>> => {
    try {
      port ??= load();
      const p = await port;
      return await (p[name] as unknown as (...a: unknown[]) => Promise<Result<unknown, ServiceError>>)(...args);
    } catch {
      port = null;
      return err(unavailable(service));
    }
  }]);
  return Object.fromEntries(entries) as P;
}
