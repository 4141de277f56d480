import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';

/**
 * The server's router state travels in a JSON data block, not an inline script: the
 * page's CSP allows no inline script, and a cached page could not carry a fresh nonce.
 * Route errors cross as plain data (a thrown 404 stays a 404 on the client); an
 * Error's message and stack never leave the server.
 */
export const HYDRATION_BLOCK_ID = 'uzfc-hydration';

type WireError = { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean } | { __type: 'Error' };

export interface WireHydration {
  readonly loaderData: Record<string, unknown>;
  readonly actionData: Record<string, unknown> | null;
  readonly errors: Record<string, WireError> | null;
}

export function toWireHydration(state: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null }): WireHydration {
  const errors = state.errors
    ? Object.fromEntries(Object.entries(state.errors).map(([id, e]): [string, WireError] => [id, isRouteErrorResponse(e)
      ? { __type: 'RouteErrorResponse', status: e.status, statusText: e.statusText, data: e.data, internal: (e as { internal?: boolean }).internal ?? false }
      : { __type: 'Error' }]))
    : null;
  return { loaderData: state.loaderData, actionData: state.actionData, errors };
}

export function fromWireHydration(wire: WireHydration): HydrationState {
  const errors = wire.errors
    ? Object.fromEntries(Object.entries(wire.errors).map(([id, e]) => [id, e.__type === 'RouteErrorResponse'
      ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data, e.internal)
      : new Error('The page failed on the server')]))
    : null;
  return { loaderData: wire.loaderData, actionData: wire.actionData, errors };
}

/** What the client reads once, before hydrating; undefined when the page was not server rendered. */
export function readHydrationData(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(HYDRATION_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    return fromWireHydration(JSON.parse(text) as WireHydration);
  } catch {
    // a damaged block: the pages load their own data, as after any navigation
    return undefined;
  }
}
