import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { PageData, ServerLoad, ServerRequestContext } from '@ui/shared';

const isServerContext = (context: unknown): context is ServerRequestContext =>
  typeof context === 'object' && context !== null && 'services' in context;

/**
 * A route loader that does its work on the server only. In the browser it answers
 * null at once, so a client-side navigation renders the page straight away and the
 * page's view model loads as it always has; the first page's data comes from the
 * server through react-router's hydration data instead.
 */
export function serverOnlyLoader<Seed>(load: ServerLoad<Seed>) {
  return ({ params, request, context }: LoaderFunctionArgs): Promise<PageData<Seed> | null> | null =>
    isServerContext(context) ? load({ services: context.services, params, url: new URL(request.url) }) : null;
}

/**
 * The catch-all route's loader: on the server an unknown address is a real 404
 * (search engines must not index a soft one); in the browser the not-found page
 * simply renders.
 */
export function serverNotFound({ context }: LoaderFunctionArgs): null {
  if (isServerContext(context)) throw data(null, { status: 404 });
  return null;
}
