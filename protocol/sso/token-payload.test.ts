import fc from 'fast-check';
import { decodeTokenPayload, encodeTokenPayload, type TokenPayload } from './token-payload';

const iso = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const nonEmpty = fc.string({ minLength: 1, maxLength: 60 });
const payload: fc.Arbitrary<TokenPayload> = fc.record({
  sessionId: nonEmpty,
  access_token: nonEmpty,
  refresh_token: nonEmpty,
  access_token_expires_utc: iso,
  refresh_token_expires_utc: iso,
  claims: fc.record({ forename: fc.string(), surname: fc.string(), sub: nonEmpty, given_name: fc.string() }),
});

describe('tokenpayload scheme', () => {
  it('decodes what it encodes (any unicode in names)', () => {
    fc.assert(
      fc.property(payload, (p) => {
        expect(decodeTokenPayload(encodeTokenPayload(p))).toEqual(p);
      }),
    );
  });

  it('is URL-safe and does not show the tokens in clear', () => {
    fc.assert(
      fc.property(payload, (p) => {
        const s = encodeTokenPayload(p);
        expect(encodeURIComponent(s)).toBe(s);
        if (p.access_token.length >= 8) expect(s).not.toContain(p.access_token);
      }),
    );
  });

  it('never throws and returns null for random strings and values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (s) => {
        expect(decodeTokenPayload(s)).toBeNull();
      }),
    );
  });

  it('returns null for any single-character tamper of a valid payload', () => {
    fc.assert(
      fc.property(payload, fc.nat(), fc.string({ minLength: 1, maxLength: 1 }), (p, at, c) => {
        const s = encodeTokenPayload(p);
        const i = at % s.length;
        fc.pre(s[i] !== c);
        const tampered = s.slice(0, i) + c + s.slice(i + 1);
        // a tamper that still decodes must at least not change the payload (it cannot: checksum)
        const decoded = decodeTokenPayload(tampered);
        if (decoded !== null) expect(decoded).toEqual(p);
      }),
    );
  });

  it('rejects truncation, a wrong version and a payload missing a field', () => {
    const p: TokenPayload = {
      sessionId: 's1',
      access_token: 'a',
      refresh_token: 'r',
      access_token_expires_utc: '2030-01-01T00:00:00.000Z',
      refresh_token_expires_utc: '2030-02-01T00:00:00.000Z',
      claims: { forename: 'Ann', surname: 'Fan', sub: 'u1', given_name: 'Ann' },
    };
    const s = encodeTokenPayload(p);
    expect(decodeTokenPayload(s.slice(0, -1))).toBeNull();
    expect(decodeTokenPayload(s.slice(0, 20))).toBeNull();
    expect(decodeTokenPayload(s.replace(/^v1/, 'v2'))).toBeNull();
    const { sessionId: _drop, ...rest } = p;
    expect(decodeTokenPayload(encodeTokenPayload(rest as TokenPayload))).toBeNull();
    expect(decodeTokenPayload(encodeTokenPayload({ ...p, access_token_expires_utc: 'tomorrow' }))).toBeNull();
  });
});
