/**
 * Fault injection: tests and demos make one service misbehave on purpose.
 * 'timeout' holds the answer (30 s by default, released early if the caller aborts)
 * and then answers 504; 'malformed' answers 200 with broken JSON and 'schema' answers
 * valid JSON of the wrong shape. The hold is configurable (StandInOptions.timeoutFaultMs,
 * or STAND_IN_TIMEOUT_FAULT_MS): a browser never aborts an <img>, so a fault matrix sets
 * it just above the site's request timeout instead of waiting 30 s per image.
 */
import type { MiddlewareHandler } from 'hono';

export type FaultKind = 'none' | '500' | 'timeout' | 'malformed' | 'schema';
/** 'drop': push streams (match-data's server-sent events) close after a few events; plain answers stay normal */
export type StreamFaultKind = 'drop';
export type AnyFaultKind = FaultKind | StreamFaultKind;
export const faultKinds: readonly AnyFaultKind[] = ['none', '500', 'timeout', 'malformed', 'schema', 'drop'];

/** Services by their path prefix's first segment; the site's own names are accepted as aliases. */
export const serviceNames = [
  'web-api',
  'client-settings',
  'custom-tables',
  'experiments',
  'aggregated-feed',
  'global-variables',
  'loaned',
  'match-data',
  'organisations',
  'promo-overlays',
  'sponsors',
  'videos',
  'images',
  'news-search',
  'analytics',
  'sso',
  'stream',
] as const;
export type StandInService = (typeof serviceNames)[number];
const aliases: Record<string, StandInService> = { 'image-library': 'images', adverts: 'experiments' };

export const TIMEOUT_FAULT_MS = 30_000;

export interface StandInControl {
  /** throws on an unknown service or kind: a misuse in a test should be loud */
  setFault(service: string, kind: AnyFaultKind): void;
  faultOf(service: string): AnyFaultKind;
  /** all faults back to 'none' and the analytics sink emptied */
  reset(): void;
  /** how long a 'timeout' fault holds an answer, ms */
  readonly timeoutMs: number;
}

export function resolveService(name: string): StandInService | undefined {
  if ((serviceNames as readonly string[]).includes(name)) return name as StandInService;
  return aliases[name];
}

export function createFaults(onReset: () => void, timeoutMs: number = TIMEOUT_FAULT_MS): StandInControl {
  const faults = new Map<StandInService, AnyFaultKind>();
  return {
    timeoutMs,
    setFault(service, kind) {
      const resolved = resolveService(service);
      if (!resolved) throw new Error(`Unknown stand-in service "${service}"`);
      if (!faultKinds.includes(kind)) throw new Error(`Unknown fault kind "${kind}"`);
      if (kind === 'none') faults.delete(resolved);
      else faults.set(resolved, kind);
    },
    faultOf: (service) => faults.get(resolveService(service) as StandInService) ?? 'none',
    reset() {
      faults.clear();
      onReset();
    },
  };
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // never keep a Node process alive just for an injected timeout
    (timer as { unref?: () => void }).unref?.();
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Middleware placed in front of one service. */
export function faultMiddleware(control: StandInControl, service: StandInService): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    switch (control.faultOf(service)) {
      case '500':
        return c.json({ error: 'Injected fault', service }, 500);
      case 'timeout':
        await delay(control.timeoutMs, c.req.raw.signal);
        return c.json({ error: 'Injected timeout', service }, 504);
      case 'malformed':
        return c.body('{"items": [ this is not JSON', 200, { 'content-type': 'application/json' });
      case 'schema':
        return c.json({ unexpected: true, items: 'not-a-list', hits: null }, 200);
      default:
        return next();
    }
  };
}
