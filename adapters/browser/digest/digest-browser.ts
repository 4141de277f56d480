import type { DigestPort } from '@core';
import { sha256Hex, toHex } from '@core/shared/sha256';

/**
 * SHA-256 by the browser's SubtleCrypto. SubtleCrypto exists only in secure contexts
 * (https, localhost): a development site on plain http hashes with the core's own
 * implementation instead, which gives the same answer.
 */
export function createDigestBrowser(subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): DigestPort {
  return {
    async sha256Hex(text) {
      if (!subtle) return sha256Hex(text);
      return toHex(new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text))));
    },
  };
}
