import type { Encoding } from './negotiate-encoding';

/**
 * Compresses a page body. Runtime-specific (the Node entry gives brotli and gzip from
 * node:zlib); the default uses the web-standard CompressionStream, which has gzip only.
 */
export interface Compressor {
  readonly encodings: readonly Encoding[];
  compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array>;
}

export const webGzipCompressor: Compressor = {
  encodings: ['gzip'],
  async compress(body) {
    const stream = new Blob([body as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  },
};

/** below this a compressed body is hardly smaller and costs a round of work per request */
export const MIN_COMPRESS_BYTES = 1024;
