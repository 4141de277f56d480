/**
 * Playback tokens: `<payload>.<signature>`, both base64url; the payload is JSON
 * { t: token id, u: user id ('guest' for free entries), e: entry id, d: device id,
 * iat, exp } in epoch ms and the signature is HMAC-SHA256 over the payload text with
 * the service's secret. Stateless to check: no store can be mixed up or leak them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface PlaybackClaims {
  readonly t: string;
  readonly u: string;
  readonly e: string;
  readonly d: string;
  readonly iat: number;
  readonly exp: number;
}

export type TokenCheck = { ok: true; claims: PlaybackClaims } | { ok: false; reason: 'invalid' };

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signPlaybackToken(
  secret: Buffer,
  claims: Omit<PlaybackClaims, 't'>,
): { token: string; claims: PlaybackClaims } {
  const full: PlaybackClaims = { t: randomBytes(12).toString('base64url'), ...claims };
  const payload = b64(JSON.stringify(full));
  return { token: `${payload}.${b64(sign(secret, payload))}`, claims: full };
}

/** checks the signature and the shape only; expiry and binding are the caller's rules */
export function readPlaybackToken(secret: Buffer, token: string): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'invalid' };
  const [payload, signature] = parts as [string, string];
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  // re-encoding catches non-canonical base64url that would decode to the same bytes
  if (given.length !== expected.length || b64(given) !== signature || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const c = claims as Partial<PlaybackClaims> | null;
  const str = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!c || !str(c.t) || !str(c.u) || !str(c.e) || !str(c.d) || typeof c.iat !== 'number' || typeof c.exp !== 'number')
    return { ok: false, reason: 'invalid' };
  return { ok: true, claims: c as PlaybackClaims };
}
