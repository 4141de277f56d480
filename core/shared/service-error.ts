/**
 * The coded errors every content-style port can return. `service` names the
 * external service so a log line says where things went wrong; it is never shown.
 */
export type ServiceName =
  | 'web-api'
  | 'image-library'
  | 'sponsors'
  | 'adverts'
  | 'experiments'
  | 'promo-overlays'
  | 'news-search'
  | 'analytics'
  | 'client-settings'
  | 'custom-tables'
  | 'global-variables'
  | 'aggregated-feed'
  | 'loaned'
  | 'match-data'
  | 'organisations'
  | 'videos'
  | 'sso'
  | 'stream';

export type ServiceError =
  /** network failure, timeout or 5xx */
  | { readonly code: 'SERVICE.UNAVAILABLE'; readonly service: ServiceName }
  /** the response broke its schema (malformed JSON or wrong shape) */
  | { readonly code: 'SERVICE.INVALID_RESPONSE'; readonly service: ServiceName }
  /** the thing asked for does not exist (404) */
  | { readonly code: 'SERVICE.NOT_FOUND'; readonly service: ServiceName };

export const unavailable = (service: ServiceName): ServiceError => ({ code: 'SERVICE.UNAVAILABLE', service });
export const invalidResponse = (service: ServiceName): ServiceError => ({ code: 'SERVICE.INVALID_RESPONSE', service });
export const notFound = (service: ServiceName): ServiceError => ({ code: 'SERVICE.NOT_FOUND', service });
