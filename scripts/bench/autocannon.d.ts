// autocannon ships no types: only what the throughput bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: { path: string }) => { path: string };
    }[];
    /** requests per second from all connections together */
    overallRate?: number;
    /** seconds before a request counts as timed out (default 10) */
    timeout?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number; max: number };
    statusCodeStats?: Record<string, { count: number }>;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
