import * as z from 'zod/mini';
import { serviceNames, type ServiceKey } from './service-names';
import { isRecord, mergeDeep } from './merge-settings';
import { adapterModes, menuLayoutOverrides, requestTimeoutMs, urlProtocol } from './config-limits';

/**
 * Deployment settings: where each external service lives and which adapters serve
 * the ports. Parsed once at start; a bad value stops start-up with a message that
 * names the setting (never a blank page). Site constants live in core/config.
 */
const url = z.url({ protocol: urlProtocol });

export { serviceNames, type ServiceKey } from './service-names';

export const appConfigSchema = z.object({
  /** 'http' (default): real HTTP adapters; 'memory': in-memory adapters with seeded content */
  adapters: z.enum(adapterModes),
  services: z.object(Object.fromEntries(serviceNames.map((n) => [n, url])) as Record<ServiceKey, typeof url>),
  /** the site's own origin: redirects may only go here */
  siteOrigin: url,
  /** requests slower than this count as the service being down */
  requestTimeoutMs: z.int().check(z.minimum(requestTimeoutMs.min), z.maximum(requestTimeoutMs.max)),
  /** full-screen menu layout override; '' = as web settings say */
  menuLayout: z.enum(menuLayoutOverrides),
  tagManagerEnabled: z.boolean(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Merges raw settings over the defaults and validates; problems name the setting path. */
export function parseAppConfig(raw: unknown, defaults: AppConfig): ConfigResult {
  const merged = mergeDeep(defaults, isRecord(raw) ? raw : {});
  // zod/mini ships no English messages: describeIssue writes them, so no locale is bundled
  const parsed = z.safeParse(appConfigSchema, merged, { error: describeIssue });
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => `Setting "${i.path.join('.') || '(root)'}" is invalid: ${i.message}`),
  };
}

const formatNames: Readonly<Record<string, string>> = { url: 'URL' };

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : String(v));

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : Number.isFinite(v) ? 'number' : String(v);
  return typeof v;
}

/** a readable message for one issue (the shape zod's English locale would give) */
function describeIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${show(issue.values[0])}`
        : `Invalid option: expected one of ${issue.values.map(show).join('|')}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} to be ${issue.inclusive ? '>=' : '>'}${String(issue.minimum)}`;
    case 'too_big':
      return `Too big: expected ${issue.origin} to be ${issue.inclusive ? '<=' : '<'}${String(issue.maximum)}`;
    case 'invalid_format':
      return `Invalid ${formatNames[issue.format] ?? issue.format}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(show).join(', ')}`;
    default:
      return 'Invalid input';
  }
}
