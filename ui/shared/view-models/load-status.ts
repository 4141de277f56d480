import type { ServiceError } from '@core';

/**
 * What a page view model is doing, as a union tagged by `kind`. The data a page
 * shows lives next to the status (not inside it) so a failed retry or a failed
 * "load more" keeps what the visitor already sees.
 */
export type LoadStatus =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly code: string; readonly name?: string };

export const loading: LoadStatus = { kind: 'loading' };
export const ready: LoadStatus = { kind: 'ready' };
export const notFoundStatus: LoadStatus = { kind: 'not-found' };

/** The service says "no such thing" -> 404; anything else is a catalogued error with a retry. */
export function statusFromError(error: ServiceError | { readonly code: string; readonly name?: string }): LoadStatus {
  if (error.code === 'SERVICE.NOT_FOUND') return notFoundStatus;
  return 'name' in error && error.name
    ? { kind: 'error', code: error.code, name: error.name }
    : { kind: 'error', code: error.code };
}
