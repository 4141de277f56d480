/**
 * The built page without its module script and preloads: the boot script
 * (ui/shared/scheduling/boot-script.ts) starts them once the page has loaded, and a JSON block
 * names them, the entry first. See the boot script for why.
 */
import { BOOT_DATA_ID } from '@ui/shared/scheduling/early-presses';
import { BOOT_SCRIPT } from '@ui/shared/scheduling/boot-script';
import { PREFETCH_DATA_ID } from '../../router/prefetch-names';

const MODULE_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)"\s*\/?>/g;

export interface DeferredTemplate {
  /** the built index.html without its module script and module preloads */
  readonly html: string;
  /** the entry first, then the modules it imports */
  readonly entryModules: readonly string[];
}

/** Takes the built index.html's module script and preloads out, to be started by the boot script. */
export function deferTemplateModules(html: string): DeferredTemplate {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return { html, entryModules: [] };
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  return { html: html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''), entryModules: [entry, ...preloads] };
}

// '<' escaped: the block's text can never close its element
export const jsonText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's modules (the entry first; nothing repeated) and the script that starts them. */
export function bootTags(entryModules: readonly string[], pageModules: readonly string[]): string {
  if (!entryModules.length) return '';
  const modules = [...new Set([...entryModules, ...pageModules])];
  return `<script type="application/json" id="${BOOT_DATA_ID}">${jsonText(modules)}</script>\n    <script>${BOOT_SCRIPT}</script>`;
}

/** The likely next routes' files for the browser to fetch once idle (app/router/prefetch-chunks.ts). */
export function prefetchTags(groups: readonly (readonly string[])[] | undefined): string {
  if (!groups?.some((g) => g.length)) return '';
  return `<script type="application/json" id="${PREFETCH_DATA_ID}">${jsonText(groups)}</script>`;
}
