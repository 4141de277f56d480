import { parseAppConfig, type ConfigResult } from './app-config';
import { defaultConfig } from './default-config';

/**
 * The server puts deployment settings in a JSON data block of index.html
 * (<script type="application/json" id="uzfc-config">), so there is no extra
 * request before first render and no inline script for the CSP to allow.
 */
export function readConfig(doc: Document = document): ConfigResult {
  const text = doc.getElementById('uzfc-config')?.textContent ?? '{}';
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['Setting block "uzfc-config" is not valid JSON'] };
  }
  const origin = doc.location?.origin ?? 'http://localhost:8080';
  return parseAppConfig(raw, defaultConfig(undefined, origin));
}
