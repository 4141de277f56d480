import { z } from 'zod';

/**
 * Deployment settings: where each external service lives and which adapters serve
 * the ports. Parsed once at start; a bad value stops start-up with a message that
 * names the setting (never a blank page). Site constants live in core/config.
 */
const url = z.url({ protocol: /^https?$/ });

export const serviceNames = [
  'clientSettings', 'customTables', 'experiments', 'aggregatedFeed', 'globalVariables', 'loaned', 'matchData',
  'organisations', 'promoOverlays', 'sponsors', 'videos', 'webApi', 'imageLibrary', 'sso', 'stream', 'newsSearch', 'analytics',
] as const;
export type ServiceKey = (typeof serviceNames)[number];

export const appConfigSchema = z.object({
  /** 'http' (default): real HTTP adapters; 'memory': in-memory adapters with seeded content */
  adapters: z.enum(['http', 'memory']),
  services: z.object(Object.fromEntries(serviceNames.map((n) => [n, url])) as Record<ServiceKey, typeof url>),
  /** the site's own origin: redirects may only go here */
  siteOrigin: url,
  /** requests slower than this count as the service being down */
  requestTimeoutMs: z.number().int().min(500).max(60_000),
  /** full-screen menu layout override; '' = as web settings say */
  menuLayout: z.enum(['', 'split', 'tiles', 'list', 'centred']),
  tagManagerEnabled: z.boolean(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Merges raw settings over the defaults and validates; problems name the setting path. */
export function parseAppConfig(raw: unknown, defaults: AppConfig): ConfigResult {
  const merged = mergeDeep(defaults, isRecord(raw) ? raw : {});
  const parsed = appConfigSchema.safeParse(merged);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `Setting "${i.path.join('.') || '(root)'}" is invalid: ${i.message}`),
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function mergeDeep(base: unknown, over: Record<string, unknown>): unknown {
  if (!isRecord(base)) return over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isRecord(v) && isRecord(base[k]) ? mergeDeep(base[k], v) : v;
  return out;
}
