/** Strong entity tags from content (web crypto: the same in Node, Deno, Bun and workers). */
export async function contentTag(body: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body as Uint8Array<ArrayBuffer>));
  let bin = '';
  for (const b of digest.subarray(0, 18)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_');
}

/** A strong ETag per representation: each content-coding is a different byte sequence, so a different tag. */
export function representationEtag(tag: string, encoding?: string): string {
  return `"${tag}${encoding ? `-${encoding}` : ''}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes are ignored. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}
