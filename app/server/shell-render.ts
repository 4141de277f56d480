import type { RenderHook } from './render-hook';

const CONFIG_BLOCK = /(<script type="application\/json" id="uzfc-config">)[\s\S]*?(<\/script>)/;

/** JSON for a <script type="application/json"> block: '<' escaped so no tag can close it. */
export function configBlockJson(settings: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}

/** index.html with the deployment settings written into its uzfc-config block (no extra request, no inline script). */
export function writeConfigIntoShell(template: string, settings: Readonly<Record<string, unknown>>): string {
  if (!CONFIG_BLOCK.test(template))
    throw new Error('index.html has no <script type="application/json" id="uzfc-config"> block');
  // a function replacement: '$' in the JSON must not be read as a replacement pattern
  return template.replace(
    CONFIG_BLOCK,
    (_, open: string, close: string) => `${open}${configBlockJson(settings)}${close}`,
  );
}

/** The default hook until React renders on the server: today's single-page shell for every page. */
export const renderShell: RenderHook = async (_request, { shellHtml }) =>
  new Response(shellHtml, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
