// autocannon ships no types: only what the throughput bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string; setupRequest?: (req: { path: string }) => { path: string } }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
