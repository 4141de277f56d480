/** A one-way hash of a text, for comparing a typed secret with an expected hash (site: SubtleCrypto). */
export interface DigestPort {
  /** SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex digits */
  sha256Hex(text: string): Promise<string>;
}
