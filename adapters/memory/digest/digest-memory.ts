import { sha256Hex, type DigestPort } from '@core';

/**
 * SHA-256 in memory (tests, stories), with the texts it was asked to hash and an optional
 * hold, so a test can show what the screen does while a hash is still being computed.
 */
export function createDigestMemory(
  options: { hold?: Promise<void> } = {},
): DigestPort & { readonly asked: readonly string[] } {
  const asked: string[] = [];
  return {
    asked,
    async sha256Hex(text) {
      asked.push(text);
      await options.hold;
      return sha256Hex(text);
    },
  };
}
