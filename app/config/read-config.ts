import type { ConfigResult } from './app-config';
import { defaultConfig } from './default-config';
import { isRecord, mergeDeep } from './merge-settings';
import { wellFormedConfig } from './well-formed-config';

/**
 * The server puts deployment settings in a JSON data block of index.html
 * (<script type="application/json" id="uzfc-config">), so there is no extra
 * request before first render and no inline script for the CSP to allow.
 * Well-formed settings (the usual case) start the site at once; anything else is
 * checked by the zod schema, loaded only then, which names every bad setting.
 */
export async function readConfig(doc: Document = document): Promise<ConfigResult> {
  const text = doc.getElementById('uzfc-config')?.textContent ?? '{}';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['Setting block "uzfc-config" is not valid JSON'] };
  }
  const defaults = defaultConfig(undefined, doc.location?.origin ?? 'http://localhost:8080');
  const config = wellFormedConfig(mergeDeep(defaults, isRecord(raw) ? raw : {}));
  if (config) return { ok: true, config };
  const { parseAppConfig } = await import('./app-config');
  return parseAppConfig(raw, defaults);
}
