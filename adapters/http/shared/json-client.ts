/**
 * The shared JSON client. Every failure becomes a coded ServiceError (never a
 * throw): network error, timeout or 5xx -> SERVICE.UNAVAILABLE, 404 ->
 * SERVICE.NOT_FOUND, a body that is not JSON -> SERVICE.INVALID_RESPONSE. Each
 * failure is logged once with the path only: query strings can carry tokens.
 */
import {
  err,
  ok,
  invalidResponse,
  notFound,
  unavailable,
  type Result,
  type ServiceError,
  type ServiceName,
} from '@core';
import type { HttpActivityTracker } from '../http-activity/http-activity';

export type QueryValue = string | number | boolean | undefined;

export interface JsonClientLogEntry {
  readonly service: ServiceName;
  readonly method: 'GET' | 'POST';
  /** the path without any query string */
  readonly path: string;
  readonly code: ServiceError['code'];
  /** the HTTP status, when there was a response */
  readonly status?: number;
  readonly reason: string;
}

/** A non-2xx answer with its body (JSON, or undefined): some services explain a refusal there. */
export interface JsonRefusal {
  readonly status: number;
  readonly body: unknown;
}

/** Per-call extras: headers (an Authorization read at call time) and a look at a refusal's body. */
export interface JsonRequestOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly onRefusal?: (refusal: JsonRefusal) => void;
  /** the request must outlive the page (a write made as the page is hidden or left) */
  readonly keepalive?: boolean;
}

export interface JsonClient {
  readonly service: ServiceName;
  getJson(
    path: string,
    query?: Readonly<Record<string, QueryValue>>,
    options?: JsonRequestOptions,
  ): Promise<Result<unknown, ServiceError>>;
  postJson(path: string, body: unknown, options?: JsonRequestOptions): Promise<Result<unknown, ServiceError>>;
  /** adapters report a body that broke its schema here, so it is logged once like every other failure */
  reportInvalid(reason: string): void;
}

export interface JsonClientOptions {
  /** e.g. http://localhost:4010/web-api (no trailing slash needed) */
  readonly baseUrl: string;
  readonly service: ServiceName;
  readonly timeoutMs?: number;
  readonly fetchImpl?: typeof fetch;
  readonly activity?: HttpActivityTracker;
  readonly log?: (entry: JsonClientLogEntry) => void;
}

/** one failure as a log line: `[web-api] GET /news/x failed: SERVICE.NOT_FOUND (HTTP 404) not found` */
export const logLineOf = (e: JsonClientLogEntry): string =>
  `[${e.service}] ${e.method} ${e.path} failed: ${e.code}${e.status ? ` (HTTP ${e.status})` : ''} ${e.reason}`;

const defaultLog = (e: JsonClientLogEntry) => console.warn(logLineOf(e));

export function createJsonClient({
  baseUrl,
  service,
  timeoutMs = 8000,
  fetchImpl,
  activity,
  log = defaultLog,
}: JsonClientOptions): JsonClient {
  const base = baseUrl.replace(/\/+$/, '');
  // resolved per call so a fetch patched later (msw, tests) is used
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function request(
    method: 'GET' | 'POST',
    path: string,
    query: Readonly<Record<string, QueryValue>> | undefined,
    body: unknown,
    options: JsonRequestOptions = {},
  ): Promise<Result<unknown, ServiceError>> {
    // '' or '/' addresses the base itself (GET /promo-overlays?channel=Web), without a trailing slash
    const trimmed = (path.split('?')[0] as string).replace(/^\/+/, '');
    const cleanPath = trimmed === '' ? '' : `/${trimmed}`;
    const url = new URL(`${base}${cleanPath}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));

    const fail = (error: ServiceError, reason: string, status?: number): Result<unknown, ServiceError> => {
      log({
        service,
        method,
        path: cleanPath || '/',
        code: error.code,
        reason,
        ...(status !== undefined ? { status } : {}),
      });
      return err(error);
    };

    activity?.begin();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let result: Result<unknown, ServiceError>;
    try {
      const response = await doFetch(url.toString(), {
        method,
        headers: {
          ...options.headers,
          ...(method === 'POST'
            ? { accept: 'application/json', 'content-type': 'application/json' }
            : { accept: 'application/json' }),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
        signal: controller.signal,
      });
      if (!response.ok && options.onRefusal)
        options.onRefusal({ status: response.status, body: await response.json().catch(() => undefined) });
      if (response.status === 404) result = fail(notFound(service), 'not found', 404);
      else if (!response.ok) result = fail(unavailable(service), 'unexpected status', response.status);
      else {
        const text = await response.text();
        if (text.trim() === '' && method === 'POST') result = ok(undefined);
        else {
          try {
            result = ok(JSON.parse(text) as unknown);
          } catch {
            result = fail(invalidResponse(service), 'body is not JSON', response.status);
          }
        }
      }
    } catch (e) {
      result = fail(
        unavailable(service),
        controller.signal.aborted
          ? `timed out after ${timeoutMs} ms`
          : `network error${e instanceof Error ? `: ${e.name}` : ''}`,
      );
    } finally {
      clearTimeout(timer);
    }
    activity?.end({ failed: !result.ok });
    return result;
  }

  return {
    service,
    getJson: (path, query, options) => request('GET', path, query, undefined, options),
    postJson: (path, body, options) => request('POST', path, undefined, body, options),
    reportInvalid: (reason) =>
      log({ service, method: 'GET', path: '(response body)', code: 'SERVICE.INVALID_RESPONSE', reason }),
  };
}
