/**
 * Node only: reads the client build (dist/, but not the server build in dist/server) into
 * memory for the site server, with brotli (quality 11) and gzip (level 9) variants of
 * every compressible file. Each variant is
 * made once per build: it is written next to its file (x.js.br, x.js.gz) and read back
 * on the next start, so a restarted or added instance does not compress again.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from './compressor';
import { contentTypeOf, isCompressible } from './content-types';
import { contentTag } from './etag';
import type { Encoding } from './negotiate-encoding';
import type { StaticFile } from './static-assets';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const encoders: Record<Encoding, { suffix: string; encode: (b: Uint8Array) => Promise<Uint8Array> }> = {
  br: {
    suffix: '.br',
    encode: (b) =>
      brotli(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.byteLength } }),
  },
  gzip: { suffix: '.gz', encode: (b) => gz(b, { level: 9 }) },
};

export interface LoadedDist {
  readonly shellTemplate: string;
  readonly files: Map<string, StaticFile>;
}

/**
 * The server-rendering build (`npm run build:server` writes it to dist/server): the site
 * server runs it, no browser needs it, and its code and chunks are not for the public.
 */
export const SERVER_BUILD_DIR = 'server';

async function* walk(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is build metadata, not site content
    if (dir === root && entry.name === SERVER_BUILD_DIR && entry.isDirectory()) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, root);
    else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) yield full;
  }
}

async function variant(file: string, body: Uint8Array, modifiedMs: number, encoding: Encoding): Promise<Uint8Array> {
  const { suffix, encode } = encoders[encoding];
  const cached = await stat(file + suffix).then(
    (s) => (s.mtimeMs >= modifiedMs ? readFile(file + suffix) : null),
    () => null,
  );
  if (cached) return new Uint8Array(cached);
  const made = await encode(body);
  // a read-only dist still works: the variant then lives in memory only
  await writeFile(file + suffix, made).catch(() => undefined);
  return made;
}

export async function loadDist(distDir: string): Promise<LoadedDist> {
  const shellTemplate = await readFile(join(distDir, 'index.html'), 'utf8');
  const files = new Map<string, StaticFile>();
  for await (const full of walk(distDir)) {
    const path = `/${relative(distDir, full).split(sep).join('/')}`;
    if (path === '/index.html') continue; // pages come from the render hook
    const body = new Uint8Array(await readFile(full));
    const modifiedMs = (await stat(full)).mtimeMs;
    const contentType = contentTypeOf(path);
    const variants: Partial<Record<Encoding, Uint8Array>> = {};
    if (isCompressible(contentType) && body.byteLength >= MIN_COMPRESS_BYTES) {
      for (const encoding of Object.keys(encoders) as Encoding[])
        variants[encoding] = await variant(full, body, modifiedMs, encoding);
    }
    files.set(path, { contentType, body, tag: await contentTag(body), variants });
  }
  return { shellTemplate, files };
}
