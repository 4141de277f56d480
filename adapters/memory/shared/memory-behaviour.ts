import { err, type Result, type ServiceError, type ServiceName } from '@core';

/**
 * What every in-memory adapter can be told to do, so stories and tests can show
 * loading and error states without a server.
 */
export interface MemoryOptions {
  /** answer every call with this error code until failWith(undefined) */
  readonly fail?: ServiceError['code'];
  /** wait this long before answering (a small number: stories show the spinner) */
  readonly latencyMs?: number;
}

export interface MemoryControls {
  /** from now on, fail every call with this code; undefined heals the adapter */
  failWith(code: ServiceError['code'] | undefined): void;
}

export interface MemoryBehaviour extends MemoryControls {
  /** answers with `answer()` after the latency, or with the configured error */
  respond<T>(answer: () => Result<T, ServiceError>): Promise<Result<T, ServiceError>>;
}

export function memoryBehaviour(service: ServiceName, options: MemoryOptions = {}): MemoryBehaviour {
  let failing = options.fail;
  const latencyMs = Math.max(0, options.latencyMs ?? 0);
  return {
    failWith(code) {
      failing = code;
    },
    async respond(answer) {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      // a resolved promise even without latency: callers must not rely on synchronous answers
      else await Promise.resolve();
      if (failing) return err({ code: failing, service } as ServiceError);
      return answer();
    },
  };
}
