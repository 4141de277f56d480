/** Content-coding negotiation (RFC 9110 §12.5.3) for the codings the server keeps: brotli first, then gzip. */
export type Encoding = 'br' | 'gzip';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (e: Encoding) => q.get(e) ?? q.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const e of PREFERENCE) {
    if (!available.includes(e) || weight(e) <= 0) continue;
    if (!best || weight(e) > weight(best)) best = e;
  }
  return best;
}
