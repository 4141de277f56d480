import fc from 'fast-check';
import { parseEntitlements } from './parse-entitlements';

const tokenArb = fc.oneof(
  fc.constantFrom('live-pass', 'audio-season', 'match-123', ''),
  fc.string({ maxLength: 8 }).filter((s) => !s.includes(',')),
);
const padArb = fc.constantFrom('', ' ', '  ', '\t', ' \n');

describe('parseEntitlements', () => {
  it('reads the comma-separated CustomerEntitlements value (STREAM-4)', () => {
    expect(parseEntitlements('live-pass,audio-season')).toEqual(['live-pass', 'audio-season']);
    expect(parseEntitlements(' live-pass , audio-season,,live-pass, ')).toEqual(['live-pass', 'audio-season']);
    expect(parseEntitlements('')).toEqual([]);
    expect(parseEntitlements(' , ,')).toEqual([]);
    expect(parseEntitlements(null)).toEqual([]);
    expect(parseEntitlements(undefined)).toEqual([]);
  });

  it('keeps exactly the distinct trimmed non-empty pieces, in first-seen order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(padArb, tokenArb, padArb)), (pieces) => {
        const raw = pieces.map(([a, t, b]) => a + t + b).join(',');
        const parsed = parseEntitlements(raw);
        const expected = [
          ...new Set(
            raw
              .split(',')
              .map((p) => p.trim())
              .filter((p) => p !== ''),
          ),
        ];
        expect(parsed).toEqual(expected);
        expect(new Set(parsed).size).toBe(parsed.length);
        for (const e of parsed) {
          expect(e).toBe(e.trim());
          expect(e).not.toBe('');
          expect(e).not.toContain(',');
        }
      }),
    );
  });

  it('is idempotent: joining the result and parsing again gives the same list', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = parseEntitlements(raw);
        expect(parseEntitlements(once.join(','))).toEqual(once);
      }),
    );
  });
});
