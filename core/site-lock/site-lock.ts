/**
 * The development site lock (LOCK-1: the screen, the
 * password check, the cookie's lifetime). While a site is configured with a development password every page shows
 * the lock screen first; its access button is enabled only when the typed password
 * equals the expected one. The browser never learns the password: it hashes what the
 * fan types and compares that with the hash the server sends; the server checks the
 * password again and sets an allow-entry cookie it signed itself.
 *
 * The hash is salted with the site's origin so a hash copied from one site proves
 * nothing on another and no precomputed table of common passwords applies. A hash in
 * a page can still be guessed against offline: this keeps casual visitors and crawlers
 * out of a site in development, it is not an account system (use a long password).
 */
import type { DigestPort } from '../ports/digest.port';
import { SITE_LOCK } from './site-lock-names';

export { SITE_LOCK };

/** The lock screen's words (the spec names the password entry and the access button). */
export const siteLockTexts = {
  heading: 'This site is in development',
  intro: 'Enter the password to continue.',
  passwordLabel: 'Password',
  access: 'Access',
  accepted: 'Password accepted. Press Access to continue.',
  noScript: 'This site is in development. JavaScript is needed to enter the password.',
} as const;

/** What a locked page tells the browser: never the password, only its salted hash. */
export interface SiteLockChallenge {
  readonly salt: string;
  /** SHA-256 of salt + password, 64 lowercase hex digits */
  readonly passwordSha256: string;
}

/** The salt of a site: its public origin, so the same password hashes differently per site. */
export const siteLockSalt = (siteOrigin: string): string => `uzfc-site-lock|${siteOrigin}|`;

/** The text whose hash is compared: salt and password, in that order. */
export const saltedPassword = (salt: string, password: string): string => `${salt}${password}`;

const HEX_64 = /^[0-9a-f]{64}$/;

/** Equal hashes, read as hex whatever the case; anything that is not a SHA-256 hex never opens. */
export function hashesMatch(typedHash: string, expectedHash: string): boolean {
  const a = typedHash.toLowerCase();
  const b = expectedHash.toLowerCase();
  if (!HEX_64.test(a) || !HEX_64.test(b)) return false;
  // every character compared, so the time taken says nothing about where they differ
  let diff = 0;
  for (let i = 0; i < 64; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export const isSiteLockChallenge = (value: unknown): value is SiteLockChallenge => {
  if (typeof value !== 'object' || value === null) return false;
  const { salt, passwordSha256 } = value as Record<string, unknown>;
  return typeof salt === 'string' && typeof passwordSha256 === 'string' && HEX_64.test(passwordSha256);
};

/** True when `typed` is the expected password (an empty entry never is). */
export type CheckSitePassword = (typed: string, challenge: SiteLockChallenge) => Promise<boolean>;

export const makeCheckSitePassword =
  ({ digest }: { digest: DigestPort }): CheckSitePassword =>
  async (typed, challenge) => {
    if (typed.length === 0) return false;
    return hashesMatch(await digest.sha256Hex(saltedPassword(challenge.salt, typed)), challenge.passwordSha256);
  };
