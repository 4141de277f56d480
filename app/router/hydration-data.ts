import { isRouteErrorResponse, type ErrorResponse, type HydrationState } from 'react-router-dom';

/**
 * The server's router state travels in a JSON data block, not an inline script: the
 * page's CSP allows no inline script, and a cached page could not carry a fresh nonce.
 * Route errors cross as plain data (a thrown 404 stays a 404 on the client); an
 * Error's message and stack never leave the server.
 */
export const HYDRATION_BLOCK_ID = 'uzfc-hydration';

type WireError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error' };

export interface WireHydration {
  readonly loaderData: Record<string, unknown>;
  readonly actionData: Record<string, unknown> | null;
  readonly errors: Record<string, WireError> | null;
  /** the page modules of the routes the server matched (their handle.module), see firstPageModules */
  readonly pageModules?: readonly string[];
}

type ServerState = {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
  matches?: readonly { route: { handle?: unknown } }[];
};

export function toWireHydration(state: ServerState): WireHydration {
  const pageModules = (state.matches ?? [])
    .map((m) => (m.route.handle as { module?: unknown } | undefined)?.module)
    .filter((m): m is string => typeof m === 'string');
  const errors = state.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, e]): [string, WireError] => [
          id,
          isRouteErrorResponse(e)
            ? {
                __type: 'RouteErrorResponse',
                status: e.status,
                statusText: e.statusText,
                data: e.data,
                internal: (e as { internal?: boolean }).internal ?? false,
              }
            : { __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors, pageModules };
}

/**
 * A route error as the router and isRouteErrorResponse know one (status, statusText, data and
 * internal are what the public check reads), without react-router's unexported class.
 */
const routeErrorResponse = (e: Extract<WireError, { __type: 'RouteErrorResponse' }>): ErrorResponse =>
  ({ status: e.status, statusText: e.statusText, data: e.data, internal: e.internal }) as ErrorResponse;

export function fromWireHydration(wire: WireHydration): HydrationState {
  const errors = wire.errors
    ? Object.fromEntries(
        Object.entries(wire.errors).map(([id, e]) => [
          id,
          e.__type === 'RouteErrorResponse' ? routeErrorResponse(e) : new Error('The page failed on the server'),
        ]),
      )
    : null;
  return { loaderData: wire.loaderData, actionData: wire.actionData, errors };
}

function readWire(doc: Document): WireHydration | undefined {
  const text = doc.getElementById(HYDRATION_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    const wire = JSON.parse(text) as WireHydration;
    return wire && typeof wire === 'object' ? wire : undefined;
  } catch {
    return undefined;
  }
}

/** What the client reads once, before hydrating; undefined when the page was not server rendered. */
export function readHydrationData(doc: Document = document): HydrationState | undefined {
  const wire = readWire(doc);
  try {
    return wire ? fromWireHydration(wire) : undefined;
  } catch {
    // a damaged block: the pages load their own data, as after any navigation
    return undefined;
  }
}

/**
 * The page modules the server rendered this page with (undefined when it did not say): the
 * client loads them before hydrating without matching the address against the whole route
 * table, which react-router flattens and ranks on every match (about 20 ms on a phone, and
 * createBrowserRouter does it again).
 */
export function firstPageModules(doc: Document = document): readonly string[] | undefined {
  const modules = readWire(doc)?.pageModules;
  return Array.isArray(modules) && modules.every((m) => typeof m === 'string') ? modules : undefined;
}
