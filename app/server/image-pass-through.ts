/**
 * The image library's pictures on the site's own origin: GET /images/... is answered by the
 * configured image library, streamed through unchanged (decision 0022). A page's pictures then
 * travel on the connection the page came on: a phone on a slow network spends no DNS, TCP and
 * TLS set-up on another origin before its largest picture (the page's LCP) can start, and the
 * edge cache keeps the pictures beside the pages.
 *
 * Only what a picture needs crosses: the format negotiation (Accept), revalidation
 * (If-None-Match, If-Modified-Since) and their answers. A fan's cookies and credentials never
 * reach the image library, and nothing the library sets (a cookie) reaches the fan. Anything
 * that is not a picture is refused, so this route can never serve a page of another origin.
 */
import type { JsonClientLogEntry } from '@adapters/http/shared/json-client';
import { SITE_IMAGES_PATH } from '../config/site-images';
import { MAX_PATH_LENGTH, readSegment } from './safe-path';

/** set on every request this route makes: a request that carries it came back round (a misconfigured upstream) */
export const PASS_THROUGH_HEADER = 'x-uzfc-image-pass-through';

export interface ImagePassThroughOptions {
  /** the image library's own address (config services.imageLibrary) */
  readonly upstream: string;
  /** how long the image library has to start answering (config requestTimeoutMs) */
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
  /** each failure, as the services' own are logged (aggregated-service-log.ts: one line per kind a minute) */
  readonly log?: (entry: JsonClientLogEntry) => void;
}

export type ImagePassThrough = (request: Request) => Promise<Response>;

const FORWARDED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
] as const;

/** the part after /images/, still percent-encoded (a key may hold an encoded slash), or null when it is no picture's address */
export function imagePathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const prefix = `${SITE_IMAGES_PATH}/`;
  if (!parsed.pathname.startsWith(prefix) || parsed.pathname.length > MAX_PATH_LENGTH) return null;
  const rest = parsed.pathname.slice(prefix.length);
  // the address gate's checks, segment by segment, but a key's encoded slash stays (forwarded encoded)
  if (rest.split('/').some((segment) => segment === '' || !readSegment(segment).ok)) return null;
  return rest + parsed.search;
}

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });

export function createImagePassThrough(options: ImagePassThroughOptions): ImagePassThrough {
  const upstream = options.upstream.replace(/\/+$/, '');
  const fetchImage = options.fetch ?? fetch;
  const log = (path: string, code: JsonClientLogEntry['code'], reason: string, status?: number) =>
    options.log?.({
      service: 'image-library',
      method: 'GET',
      // never the query: the library's addresses carry none that matters, and a log keeps no query
      path: `/${path.split('?')[0] ?? ''}`,
      code,
      reason,
      ...(status === undefined ? {} : { status }),
    });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    const path = imagePathOf(request.url);
    if (request.headers.has(PASS_THROUGH_HEADER)) {
      log(
        path ?? '',
        'SERVICE.UNAVAILABLE',
        "is this site's own /images: set services.imageLibrary to the library itself",
      );
      return plain(508, 'The image library is configured as this site');
    }
    if (path === null) return plain(404, 'No such picture');
    const headers = new Headers({ [PASS_THROUGH_HEADER]: '1' });
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // the timeout covers the answer's start, then every wait for the next part of the picture: a
    // library that stalls mid-picture is cut, and the browser shows the picture's placeholder
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitAtMost = () => {
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), options.timeoutMs);
    };
    waitAtMost();
    let answer: Response;
    try {
      answer = await fetchImage(`${upstream}/${path}`, {
        method: request.method,
        headers,
        redirect: 'manual',
        signal: abort.signal,
      });
    } catch (e) {
      const timedOut = abort.signal.aborted;
      log(
        path,
        'SERVICE.UNAVAILABLE',
        timedOut ? `no answer in ${options.timeoutMs} ms` : `not reached (${String(e)})`,
      );
      return timedOut
        ? plain(504, 'The image library did not answer in time')
        : plain(502, 'The image library is unavailable');
    } finally {
      clearTimeout(timer);
    }
    if (answer.status === 404) {
      void answer.body?.cancel();
      return plain(404, 'No such picture', { 'cache-control': 'public, max-age=60' });
    }
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status !== 304 && !(answer.status === 200 && /^image\//i.test(type))) {
      void answer.body?.cancel();
      log(
        path,
        answer.status >= 500 ? 'SERVICE.UNAVAILABLE' : 'SERVICE.INVALID_RESPONSE',
        `answered ${type || 'no type'}`,
        answer.status,
      );
      return answer.status >= 500 ? plain(502, 'The image library is unavailable') : plain(404, 'No such picture');
    }
    const out = new Headers({ vary: 'Accept', 'x-content-type-options': 'nosniff' });
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) out.set(name, value);
    }
    // fetch hands the body over decoded: a length the library gave for its encoded body would be wrong
    if (answer.headers.has('content-encoding')) out.delete('content-length');
    if (request.method === 'HEAD' || !answer.body) return new Response(null, { status: answer.status, headers: out });
    waitAtMost();
    const body = answer.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, stream) {
          waitAtMost();
          stream.enqueue(chunk);
        },
        flush: () => clearTimeout(timer),
      }),
    );
    return new Response(body, { status: answer.status, headers: out });
  };
}
