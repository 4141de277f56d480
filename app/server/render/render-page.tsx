import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { PageData, PageHead, ServiceLocator } from '@ui/shared';
import { ServicesProvider } from '@ui/shared';
import { cataloguedIn } from '@core/shared/error-catalogue';
import { RouteLookProvider, routeLookOf } from '@ui/app-shell';
import { routes } from '../../router/routes';
import { defaultHead, headDefaultsOf, renderHeadTags, type HeadDefaults } from './page-head';
import { splitTemplate, type HtmlTemplate } from './html-template';
import { hydrationBlock } from './hydration-data';
import { bootTags, prefetchTags } from './deferred-boot';
import { quickLeavePageViewTags } from './quick-leave-page-view';
import type { RouteAssets } from './route-assets';

export interface RenderOptions {
  /** the built index.html with the config block filled in */
  readonly template: HtmlTemplate;
  /** per-request services: a child container of the shared root */
  readonly services: ServiceLocator;
  readonly origin: string;
  /** the matched pages' own assets (stylesheet tags, JavaScript modules), by page module */
  readonly assets?: (pageModules: readonly string[]) => RouteAssets;
  /** the app's entry module and its imports, started after the page has loaded (see deferred-boot) */
  readonly entryModules?: readonly string[];
  readonly onError?: (error: unknown) => void;
  /** the title and description where a page sets none (the web settings' meta texts); never rejects */
  readonly headDefaults?: () => Promise<HeadDefaults>;
}

// one handler for the process: route matching is pure; data goes through requestContext
const handler = createStaticHandler(routes);

/**
 * The deepest matched route's head wins (a page over its layout); a route that threw a catalogued
 * reason ('Stream not found') is titled with it, as its error page says it.
 */
function headOf(context: StaticHandlerContext, fallback: PageHead): PageHead {
  for (const error of Object.values(context.errors ?? {})) {
    const title = isRouteErrorResponse(error) ? cataloguedIn(error.data)?.title : undefined;
    if (title) return { ...fallback, title };
  }
  for (const match of [...context.matches].reverse()) {
    const data = context.loaderData[match.route.id] as PageData<unknown> | null | undefined;
    if (data?.head) return data.head;
  }
  return fallback;
}

/**
 * Renders one page on the server: react-router's static handler matches the route,
 * loads lazy route modules and runs their server loaders with this request's
 * services; React streams the HTML into the built template; react-router writes its
 * hydration data (the view models' seeds) into the page for the client to start from.
 * A redirect from a loader is returned as it is; the status is the handler's (404 for
 * a thrown not-found, 500 for a thrown error: the error element renders either).
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<Response> {
  // asked alongside the page's own data, so it adds no wait of its own
  const defaults = options.headDefaults?.() ?? Promise.resolve(headDefaultsOf(null, options.template.description));
  const context = await handler.query(request, { requestContext: { services: options.services } });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  let renderFailed = false;
  const body = await renderToReadableStream(
    <StrictMode>
      <ServicesProvider services={options.services}>
        {/* no inline script (the CSP allows none, and pages are cached): the data goes in a JSON block */}
        <RouteLookProvider value={routeLookOf(context)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RouteLookProvider>
      </ServicesProvider>
    </StrictMode>,
    {
      // never outline a finished boundary to stream it after the shell (that needs inline scripts)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderFailed = true;
        options.onError?.(error);
      },
    },
  );
  // every Suspense boundary written in place: a boundary finished after the shell would be
  // streamed with an inline script to move it (the CSP allows none), and the page's data
  // is loaded before the render starts, so there is nothing worth streaming early
  await body.allReady.catch(() => undefined);
  const url = new URL(request.url);
  const status = renderFailed ? 500 : context.statusCode;
  const siteHead = await defaults;
  const head = headOf(context, defaultHead(siteHead));
  const pageModules = context.matches
    .map((m) => (m.route.handle as { module?: string } | undefined)?.module)
    .filter((m): m is string => Boolean(m));
  const assets = options.assets?.(pageModules);
  const headTags = [
    renderHeadTags(head, options.origin, url.pathname, siteHead, status),
    assets?.headTags ?? '',
    bootTags(options.entryModules ?? [], assets?.modules ?? []),
    prefetchTags(assets?.prefetch),
    // with the app's deferred start only: without it (tests' bare renders) the app is not coming either
    options.entryModules?.length ? quickLeavePageViewTags(`${url.pathname}${url.search}`) : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const { before, after } = splitTemplate(options.template, headTags, hydrationBlock(context));
  return new Response(wrap(before, body, after), { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** template head + React's stream + template tail, as one stream */
function wrap(before: string, body: ReadableStream<Uint8Array>, after: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let phase: 'before' | 'body' | 'after' | 'done' = 'before';
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (phase === 'before') {
        controller.enqueue(encoder.encode(before));
        phase = 'body';
        return;
      }
      if (phase === 'body') {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        phase = 'after';
      }
      if (phase === 'after') {
        controller.enqueue(encoder.encode(after));
        phase = 'done';
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
