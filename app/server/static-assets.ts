import { chooseEncoding, type Encoding } from './negotiate-encoding';
import { matchesIfNoneMatch, representationEtag } from './etag';
import { baseSecurityHeaders } from './security-headers';

/**
 * The built files, held in memory with their compressed variants made once (see
 * load-dist.ts): a request only picks bytes, it never compresses or touches the disk.
 */
export interface StaticFile {
  readonly contentType: string;
  readonly body: Uint8Array;
  /** content hash of body; the ETag of each representation derives from it */
  readonly tag: string;
  readonly variants: Readonly<Partial<Record<Encoding, Uint8Array>>>;
}

/** key: the site path, e.g. /assets/index-BGtBtqmb.js or /favicon.svg */
export type StaticFiles = ReadonlyMap<string, StaticFile>;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** unhashed public files (favicon...): may change on a deploy, so only briefly fresh */
export const SHORT_LIVED = 'public, max-age=3600';

export function serveStaticFile(file: StaticFile, request: Request, cacheControl: string): Response {
  const available = Object.keys(file.variants) as Encoding[];
  const encoding = chooseEncoding(request.headers.get('accept-encoding'), available);
  const etag = representationEtag(file.tag, encoding);
  const headers: Record<string, string> = {
    ...baseSecurityHeaders,
    'content-type': file.contentType,
    'cache-control': cacheControl,
    etag,
    ...(available.length ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  const body = (encoding ? file.variants[encoding] : undefined) ?? file.body;
  headers['content-length'] = String(body.byteLength);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
