import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../config/app-config';
import { aggregatedServiceLog } from './aggregated-service-log';
import { createSanitizerPool, OFF_THREAD_FROM_CHARS } from './sanitizer/sanitizer-pool';
import { SERVER_BUILD_DIR } from './load-dist';
import type { RenderHook } from './render-hook';
import type * as EntryServer from './render/entry-server';
import type { BuildManifest } from './render/route-assets';

/**
 * The React render hook from the server build (dist/server/entry-server.js, made by
 * `npm run build` with vite so CSS modules resolve as in the client build). Without
 * that build the server falls back to the single-page shell.
 */
export async function loadSsrRenderHook(
  distDir: string,
  config: AppConfig,
  log: (message: string, error?: unknown) => void,
): Promise<RenderHook | null> {
  const entry = join(distDir, SERVER_BUILD_DIR, 'entry-server.js');
  if (!existsSync(entry)) {
    log(`[site] no server build at ${entry}: serving the single-page shell (run \`npm run build\`)`);
    return null;
  }
  const mod = (await import(pathToFileURL(entry).href)) as typeof EntryServer;
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : undefined;
  let renderer: ReturnType<typeof mod.createPageRenderer> | null = null;
  // a junk address is a service's 404 on every render: one line a minute per kind of failure
  const serviceLog = aggregatedServiceLog({ write: (line) => log(line) });
  // one large body is sanitised in a worker while this thread answers everyone else
  const sanitizer = createSanitizerPool({ log: (message) => log(`[site] ${message}`) });
  const render: RenderHook = async (request, { shellHtml }) => {
    // the shell carries the deployment settings: the same for every request, made once
    renderer ??= mod.createPageRenderer({
      config,
      templateHtml: shellHtml,
      ...(manifest ? { manifest } : {}),
      // the build's stylesheets, read once each, for inlining the first page's
      readAsset: (href) => {
        const file = join(distDir, href.replace(/^\/+/, ''));
        return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      },
      onError: (error, failed) => log(`[site] rendering ${new URL(failed.url).pathname} failed:`, error),
      serviceLog,
      sanitizeOffThread: { sanitize: (html) => sanitizer.sanitize(html), fromChars: OFF_THREAD_FROM_CHARS },
    });
    return (await renderer)(request);
  };
  return Object.assign(render, { pageAddress: mod.pageAddress });
}
