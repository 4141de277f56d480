/**
 * The server-rendering entry: built by vite (`vite build --ssr`) into
 * dist/server/entry-server.js, so CSS modules and aliases resolve exactly as in the
 * client build. The site server calls createPageRenderer once at start-up.
 */
import { JSDOM } from 'jsdom';
import { boundedMemo } from '@core/shared/bounded-memo';
import type { JsonClientLogEntry } from '@adapters/http/shared/json-client';
import { UseCases } from '@ui/shared';
import { provideOffThreadSanitizer, provideSanitizerWindow } from '@ui/shared/components/sanitize-html';
import type { AppConfig } from '../../config/app-config';
import { createRootContainer } from '../../container/create-app-services';
import { createRequestServices } from '../../container/create-request-services';
import { createBindingContainer } from '../../container/binding-container';
import { shareSiteWideAnswers } from '../../container/site-wide-answers';
import { parseTemplate } from './html-template';
import { siteHeadDefaults } from './site-head-defaults';
import { renderPage } from './render-page';
import { cachedStylesheetReader, inlineTemplateStylesheets } from './inline-styles';
import { routeAssets, type BuildManifest } from './route-assets';
import { deferTemplateModules } from './deferred-boot';
import { pageAddressOf } from '../../router/page-address';
import { routes } from '../../router/routes';
import { routeModuleFiles } from '../../router/route-modules';
import { PREFETCHED_ROUTES } from '../../router/prefetch-names';

export { parseAppConfig } from '../../config/app-config';

/** the address a page's render depends on: its path and the query its route reads */
export const pageAddress = pageAddressOf(routes);
export { defaultConfig } from '../../config/default-config';

export interface PageRendererOptions {
  readonly config: AppConfig;
  /** the built index.html with the settings block already filled in */
  readonly templateHtml: string;
  /** vite's build manifest: the first page's stylesheets and chunks are linked from it */
  readonly manifest?: BuildManifest;
  /** a built file's text by its address (/assets/x.css): the first page's stylesheets are inlined */
  readonly readAsset?: (href: string) => string | undefined;
  readonly onError?: (error: unknown, request: Request) => void;
  /** where the services' failed calls are logged (aggregated-service-log.ts); default a console line each */
  readonly serviceLog?: (entry: JsonClientLogEntry) => void;
  /**
   * sanitises service HTML of `fromChars` or more off the main thread (sanitizer/sanitizer-pool.ts);
   * without it, everything on this thread
   */
  readonly sanitizeOffThread?: { readonly sanitize: (html: string) => Promise<string>; readonly fromChars: number };
}

export type PageRenderer = (request: Request) => Promise<Response>;

export async function createPageRenderer({
  config,
  templateHtml,
  manifest,
  readAsset,
  onError,
  serviceLog,
  sanitizeOffThread,
}: PageRendererOptions): Promise<PageRenderer> {
  // this thread's window sanitises only when the worker cannot (sanitize-html.ts)
  provideSanitizerWindow(new JSDOM('<!doctype html>').window as unknown as Window);
  provideOffThreadSanitizer(sanitizeOffThread?.sanitize ?? null, sanitizeOffThread ?? {});
  const readStylesheet = readAsset ? cachedStylesheetReader(readAsset) : undefined;
  // the app's modules start after the page has loaded (see deferred-boot)
  const deferred = deferTemplateModules(templateHtml);
  const template = parseTemplate(
    readStylesheet ? inlineTemplateStylesheets(deferred.html, readStylesheet) : deferred.html,
  );
  // the menus, web settings, sponsors and adverts are the same for every render: shared a few seconds
  const root = await createRootContainer(
    config,
    createBindingContainer(),
    (ports) => shareSiteWideAnswers(ports),
    serviceLog ? { log: serviceLog } : {},
  );
  // the routes a fan most likely opens next: their files are named for the browser to fetch once idle
  const prefetchFiles = PREFETCHED_ROUTES.map((name) => routeModuleFiles[name]);
  // a page's assets depend only on its route modules (a handful of sets): worked out once each from
  // the manifest, not again on every render (the prefetch list walks three routes' imports)
  const assetsOf = manifest
    ? boundedMemo((key) => routeAssets(manifest, key ? key.split('\n') : [], readStylesheet, prefetchFiles), 64)
    : undefined;
  const headDefaults = siteHeadDefaults(root.get(UseCases.loadWebSettings), template.description);
  return (request) =>
    renderPage(request, {
      template,
      origin: config.siteOrigin,
      headDefaults,
      entryModules: deferred.entryModules,
      ...(assetsOf ? { assets: (modules: readonly string[]) => assetsOf(modules.join('\n')) } : {}),
      // a child container per request: nothing of one visitor reaches another
      services: createRequestServices(root),
      onError: (error) => onError?.(error, request),
    });
}
