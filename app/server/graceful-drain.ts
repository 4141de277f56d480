/**
 * A site server instance stopping without failing anyone (SIGTERM, node-entry.ts). Behind a load
 * balancer or the edge cache (docs/cdn.md) an instance is stopped while requests are on their way:
 *
 *   1. notice: the health check answers 503 (`draining`) while everything else is still served,
 *      so the balancer takes the instance out of its rotation before it stops accepting; every
 *      answer from now on closes its connection, so no client keeps one to reuse;
 *   2. no new connection is accepted, idle kept-alive connections are closed;
 *   3. every request already received is answered; the process may exit when none is left, or at
 *      the deadline (a request still running then is cut, and counted).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface DrainOptions {
  /** how long the health check says `draining` before the instance stops accepting (default 0) */
  readonly noticeMs?: number;
  /** the longest wait for requests in flight once it has stopped accepting (default 10 s) */
  readonly deadlineMs?: number;
}

export interface DrainResult {
  /** requests answered after the drain began */
  readonly answered: number;
  /** requests still running at the deadline, cut */
  readonly cut: number;
}

export interface DrainControl {
  isDraining(): boolean;
  /** requests received and not yet answered */
  inFlight(): number;
  drain(opts?: DrainOptions): Promise<DrainResult>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Follows every request of the server from now on; drain() stops it gracefully. */
export function trackForDrain(server: Server): DrainControl {
  const active = new Set<ServerResponse>();
  let draining = false;
  let answered = 0;
  let settled: (() => void) | undefined;

  // before the app's own listener: the connection header is set before its answer is written
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (!draining) return;
      answered += 1;
      // its connection is idle now (or closing): let it go
      server.closeIdleConnections();
      if (active.size === 0) settled?.();
    });
  });

  return {
    isDraining: () => draining,
    inFlight: () => active.size,
    async drain({ noticeMs = 0, deadlineMs = 10_000 } = {}) {
      draining = true;
      for (const res of active) if (!res.headersSent) res.setHeader('connection', 'close');
      server.closeIdleConnections();
      if (noticeMs > 0) await sleep(noticeMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (active.size > 0) {
        const empty = new Promise<void>((resolve) => (settled = resolve));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([empty, new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)))]);
        clearTimeout(timer);
      }
      const cut = active.size;
      server.closeAllConnections();
      await closed;
      return { answered, cut };
    },
  };
}
