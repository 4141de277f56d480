/** Node's zlib for page bodies: brotli at a quality cheap enough per render (5), and gzip. */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compressor } from './compressor';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const nodeCompressor: Compressor = {
  encodings: ['br', 'gzip'],
  compress: async (body, encoding) =>
    new Uint8Array(
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gz(body, { level: 6 }),
    ),
};
