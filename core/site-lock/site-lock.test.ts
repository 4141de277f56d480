import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../shared/sha256';
import { hashesMatch, isSiteLockChallenge, makeCheckSitePassword, saltedPassword, siteLockSalt } from './site-lock';

const digest = { sha256Hex: async (text: string) => sha256Hex(text) };
const challengeFor = (password: string, origin = 'https://dev.uzfc.example') => {
  const salt = siteLockSalt(origin);
  return { salt, passwordSha256: sha256Hex(saltedPassword(salt, password)) };
};

describe('site lock rules', () => {
  it('opens for the expected password only', async () => {
    const check = makeCheckSitePassword({ digest });
    const challenge = challengeFor('blue moon rising');
    expect(await check('blue moon rising', challenge)).toBe(true);
    expect(await check('blue moon risin', challenge)).toBe(false);
    expect(await check('Blue moon rising', challenge)).toBe(false);
    expect(await check('', challengeFor(''))).toBe(false);
  });

  it('property: a typed password opens the lock exactly when it equals the expected one', async () => {
    const check = makeCheckSitePassword({ digest });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (expected, typed) => {
        expect(await check(typed, challengeFor(expected))).toBe(typed === expected);
      }),
    );
  });

  it('the same password hashes differently on another site', () => {
    expect(challengeFor('pw', 'https://a.example').passwordSha256).not.toBe(
      challengeFor('pw', 'https://b.example').passwordSha256,
    );
  });

  it('compares hashes as hex whatever the case, and nothing else ever matches', () => {
    const h = sha256Hex('x');
    expect(hashesMatch(h, h.toUpperCase())).toBe(true);
    expect(hashesMatch('', '')).toBe(false);
    expect(hashesMatch('zz', 'zz')).toBe(false);
    fc.assert(
      fc.property(fc.string(), (junk) => {
        expect(hashesMatch(junk, h)).toBe(junk.toLowerCase() === h);
      }),
    );
  });

  it('accepts only a well-formed challenge from the page', () => {
    expect(isSiteLockChallenge(challengeFor('pw'))).toBe(true);
    expect(isSiteLockChallenge({ salt: 's', passwordSha256: 'abc' })).toBe(false);
    expect(isSiteLockChallenge(null)).toBe(false);
    expect(isSiteLockChallenge({ passwordSha256: sha256Hex('x') })).toBe(false);
  });
});
