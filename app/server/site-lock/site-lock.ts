/**
 * The development site lock on the server. The password comes from the deployment
 * (UZFC_SITE_LOCK_PASSWORD) and never leaves the server: a locked page carries only its
 * salted SHA-256 (the lock screen compares what the fan types with it), and the
 * allow-entry cookie is the server's own HMAC signature over the cookie's expiry and that
 * hash, keyed by the password itself. So the cookie cannot be made without the password,
 * every instance behind a load balancer accepts the others' cookies without sharing any
 * other secret, and changing the password locks everyone out again.
 */
import { SITE_LOCK, saltedPassword, sha256Hex, siteLockSalt, hashesMatch, site, type SiteLockChallenge } from '@core';

export interface SiteLock {
  /** what a locked page tells the browser */
  readonly challenge: SiteLockChallenge;
  /** the password, checked again on the server when the form is posted */
  passwordIsRight(password: string): boolean;
  /** the Set-Cookie header value that lets this browser in for 60 days from `nowMs` */
  allowEntryCookie(nowMs: number): Promise<string>;
  /** true when the request's Cookie header holds an allow-entry cookie this server signed, not yet expired */
  allows(cookieHeader: string | null | undefined, nowMs: number): Promise<boolean>;
}

const encoder = new TextEncoder();
const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
  // one spelling per signature: the last character's unused bits must be zero
  return base64url(bytes.buffer) === text ? bytes : null;
}

/** The cookie's value in a Cookie header (the first one of that name), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export async function createSiteLock({
  password,
  siteOrigin,
}: {
  password: string;
  siteOrigin: string;
}): Promise<SiteLock> {
  if (password.length === 0) throw new Error('the site lock needs a password');
  const salt = siteLockSalt(siteOrigin);
  const passwordSha256 = sha256Hex(saltedPassword(salt, password));
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`uzfc-site-lock-key|${password}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const signed = (expires: number) => encoder.encode(`${expires}|${passwordSha256}`);
  const secure = siteOrigin.startsWith('https:');
  const maxAge = site.cookieLifetimes.siteLockSeconds;

  return {
    challenge: { salt, passwordSha256 },
    passwordIsRight: (typed) => typed.length > 0 && hashesMatch(sha256Hex(saltedPassword(salt, typed)), passwordSha256),
    async allowEntryCookie(nowMs) {
      const expires = Math.floor(nowMs / 1000) + maxAge;
      const signature = base64url(await crypto.subtle.sign('HMAC', key, signed(expires)));
      return `${SITE_LOCK.cookie}=${expires}.${signature}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
    },
    async allows(cookieHeader, nowMs) {
      const value = readCookie(cookieHeader, SITE_LOCK.cookie);
      const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(value) : null;
      if (!match) return false;
      const expires = Number(match[1]);
      const signature = fromBase64url(match[2]!);
      // the expiry is signed, so a cookie kept past its 60 days (or edited) opens nothing
      if (!signature || expires * 1000 <= nowMs || expires > Math.floor(nowMs / 1000) + maxAge) return false;
      return crypto.subtle.verify('HMAC', key, signature, signed(expires));
    },
  };
}
