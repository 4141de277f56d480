/**
 * The tokenpayload the SSO portal appends to the site's redirect_uri after a sign-in.
 *
 * The real provider obfuscates (it does not encrypt) the payload, and the site decodes it.
 * The scheme lives here ONCE so the portal (stand-in) and the client adapter cannot
 * drift: "v1." + base64url(JSON XOR key) + "." + FNV-1a checksum of the JSON.
 *
 * This is obfuscation, not security: anyone can forge a payload that decodes. What
 * keeps a forged payload from signing anyone in is that the tokens inside it are
 * opaque and checked by the SSO and stream services on every use. The checksum only
 * makes a truncated or tampered URL decode to null instead of to garbage.
 *
 * decodeTokenPayload never throws: anything malformed is null ("no login").
 */
export interface TokenPayloadClaims {
  readonly forename: string;
  readonly surname: string;
  readonly sub: string;
  readonly given_name: string;
}

export interface TokenPayload {
  /** the SSO session id: kept in the site's user-session cookie for the session start call */
  readonly sessionId: string;
  readonly access_token: string;
  readonly refresh_token: string;
  /** ISO 8601 UTC */
  readonly access_token_expires_utc: string;
  readonly refresh_token_expires_utc: string;
  readonly claims: TokenPayloadClaims;
}

export const TOKEN_PAYLOAD_VERSION = 'v1';
/** a fixed key: part of the published scheme, not a secret */
const KEY = 'UZFC-SSO-tokenpayload-v1';
/** longer than any real payload; refuses to parse megabytes from a hostile URL */
const MAX_ENCODED_LENGTH = 16_384;

export function encodeTokenPayload(payload: TokenPayload): string {
  const json = JSON.stringify(payload);
  const bytes = xor(new TextEncoder().encode(json));
  return `${TOKEN_PAYLOAD_VERSION}.${toBase64Url(bytes)}.${fnv1a(json)}`;
}

export function decodeTokenPayload(encoded: unknown): TokenPayload | null {
  try {
    if (typeof encoded !== 'string' || encoded.length > MAX_ENCODED_LENGTH) return null;
    const parts = encoded.split('.');
    if (parts.length !== 3 || parts[0] !== TOKEN_PAYLOAD_VERSION) return null;
    const bytes = fromBase64Url(parts[1]!);
    if (!bytes) return null;
    const json = new TextDecoder('utf-8', { fatal: true }).decode(xor(bytes));
    if (fnv1a(json) !== parts[2]) return null;
    const value: unknown = JSON.parse(json);
    return isTokenPayload(value) ? value : null;
  } catch {
    return null;
  }
}

/** Structural check with no library (protocol/ imports nothing); adapters add zod on top. */
export function isTokenPayload(v: unknown): v is TokenPayload {
  if (!isRecord(v) || !isRecord(v.claims)) return false;
  const c = v.claims;
  return (
    nonEmpty(v.sessionId) &&
    nonEmpty(v.access_token) &&
    nonEmpty(v.refresh_token) &&
    isIsoUtc(v.access_token_expires_utc) &&
    isIsoUtc(v.refresh_token_expires_utc) &&
    typeof c.forename === 'string' &&
    typeof c.surname === 'string' &&
    nonEmpty(c.sub) &&
    typeof c.given_name === 'string'
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 4096;
const isIsoUtc = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(v) && !Number.isNaN(Date.parse(v));

function xor(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i]! ^ KEY.charCodeAt(i % KEY.length);
  return out;
}

/** 32-bit FNV-1a over UTF-16 code units, as 8 hex digits */
function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
