import fc from 'fast-check';
import { parseContentPath } from './content-path';

const slug = fc.stringMatching(/^[a-z0-9-]{1,20}$/);

describe('parseContentPath', () => {
  it('accepts the spec examples', () => {
    expect(parseContentPath(['tickets-membership', 'season-tickets'])).toEqual({
      ok: true,
      fullPath: 'tickets-membership/season-tickets',
    });
    expect(parseContentPath(['women', 'programme', undefined, undefined, undefined])).toEqual({
      ok: true,
      fullPath: 'women/programme',
    });
    expect(parseContentPath(['club'])).toEqual({ ok: true, fullPath: 'club' });
  });

  it('rejects garbage, empties, gaps and too many levels', () => {
    for (const bad of [
      [],
      [undefined],
      [''],
      ['Club'],
      ['club', '..'],
      ['a%20b'],
      ['a', undefined, 'c'],
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ['a.html'],
      ['a/b'],
    ]) {
      expect(parseContentPath(bad)).toEqual({ ok: false });
    }
  });

  it('accepts any 1..5 slug segments, with trailing undefineds, and joins them with /', () => {
    fc.assert(
      fc.property(fc.array(slug, { minLength: 1, maxLength: 5 }), fc.nat(4), (segs, pad) => {
        const withPad = [...segs, ...Array<undefined>(pad).fill(undefined)];
        expect(parseContentPath(withPad)).toEqual({ ok: true, fullPath: segs.join('/') });
      }),
    );
  });

  it('never throws and accepts only 1..5 segments of [a-z0-9-]', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: undefined }), { maxLength: 8 }), (segs) => {
        const r = parseContentPath(segs);
        if (r.ok) {
          const parts = r.fullPath.split('/');
          expect(parts.length).toBeGreaterThanOrEqual(1);
          expect(parts.length).toBeLessThanOrEqual(5);
          for (const p of parts) expect(p).toMatch(/^[a-z0-9-]+$/);
        }
      }),
    );
  });

  it('rejects more than 5 segments even when all are slugs', () => {
    fc.assert(
      fc.property(fc.array(slug, { minLength: 6, maxLength: 10 }), (segs) => {
        expect(parseContentPath(segs).ok).toBe(false);
      }),
    );
  });
});
