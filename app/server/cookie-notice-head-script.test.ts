import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCookieJar } from '@adapters/browser/cookies/cookie-jar';
import { CONSENT_COOKIE, createConsentStoreBrowser } from '@adapters/browser/cookies/cookie-stores';
import { COOKIE_NOTICE_HEAD_SCRIPT, COOKIE_NOTICE_HEAD_SCRIPT_HASH } from './cookie-notice-head-script';
import { writeHeadScriptIntoShell } from './accessibility-head-script';

/** Runs the head script as a browser would, over a document.cookie text; true when it marks the notice answered. */
function marksAnswered(cookie: string | (() => string)): boolean {
  const attributes: Record<string, string> = {};
  const document = {
    get cookie() {
      return typeof cookie === 'function' ? cookie() : cookie;
    },
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  new Function('document', COOKIE_NOTICE_HEAD_SCRIPT)(document);
  return 'data-cookies-answered' in attributes;
}

/** what the app itself reads from the same cookies: a stored choice hides the notice */
const storeReadsAChoice = (cookie: string) => createConsentStoreBrowser(createCookieJar({ cookie })).read() !== null;

const choice = fc.record({
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  personalisation: fc.boolean(),
  all: fc.boolean(),
});
const consentValue = fc.oneof(
  choice.map((c) => encodeURIComponent(JSON.stringify(c))),
  // tampered: a key missing or extra, a non-boolean, not an object, not JSON, a broken escape
  fc
    .dictionary(
      fc.constantFrom('analytics', 'marketing', 'personalisation', 'all', 'extra'),
      fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
    )
    .map((o) => encodeURIComponent(JSON.stringify(o))),
  choice.map((c) => encodeURIComponent(JSON.stringify({ ...c, extra: true }))),
  fc.constantFrom('[true,true,true,true]', 'null', '%7Bnot%20json', '%E0%A4%A', 'true', ''),
  fc.string().map(encodeURIComponent),
);
const otherCookie = fc
  .tuple(
    fc.constantFrom('uzfc_seen_promos', 'theme', 'uzfc_cookie_consent_old', ' uzfc_cookie_consent '),
    fc.string({ maxLength: 8 }),
  )
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
const cookieText = fc
  .array(
    fc.oneof(
      otherCookie,
      consentValue.map((v) => `${CONSENT_COOKIE}=${v}`),
    ),
    // two consent cookies (one planted on another path or domain) are part of the space too
    { maxLength: 5 },
  )
  .map((parts) => parts.join('; '));

describe('cookie notice head script', () => {
  it('property: hides the notice exactly when the consent store reads a stored choice (tampered cookies show it)', () => {
    fc.assert(
      fc.property(cookieText, (cookie) => {
        expect(marksAnswered(cookie)).toBe(storeReadsAChoice(cookie));
      }),
      { numRuns: 500 },
    );
  });

  it('a stored choice hides it; none, or a junk one, leaves it showing', () => {
    const stored = encodeURIComponent(
      JSON.stringify({ analytics: true, marketing: false, personalisation: false, all: false }),
    );
    expect(marksAnswered(`theme=dark; ${CONSENT_COOKIE}=${stored}`)).toBe(true);
    expect(marksAnswered('')).toBe(false);
    expect(marksAnswered(`${CONSENT_COOKIE}=%7B%22all%22%3Atrue%7D`)).toBe(false);
    expect(
      marksAnswered(
        `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ analytics: true, marketing: true, personalisation: true, all: true, x: 1 }))}`,
      ),
    ).toBe(false);
  });

  it('never throws when cookies are refused', () => {
    expect(
      marksAnswered(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });

  it('is tiny, written into the head before the title, and the CSP hash is the SHA-256 of exactly the script', () => {
    expect(COOKIE_NOTICE_HEAD_SCRIPT.length).toBeLessThan(600);
    expect(COOKIE_NOTICE_HEAD_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256').update(COOKIE_NOTICE_HEAD_SCRIPT).digest('base64')}'`,
    );
    const html = writeHeadScriptIntoShell(
      '<html><head><meta charset="UTF-8" /><title>UZFC</title></head><body></body></html>',
    );
    expect(html.indexOf(`<script>${COOKIE_NOTICE_HEAD_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(html.indexOf(COOKIE_NOTICE_HEAD_SCRIPT)).toBeLessThan(html.indexOf('<title>'));
  });
});
