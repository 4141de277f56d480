import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentPathFromParams } from './content-segments';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe('contentPathFromParams', () => {
  it('joins the levels in order with the slug last', () => {
    expect(contentPathFromParams({ slug: 'club' })).toEqual({ ok: true, fullPath: 'club' });
    expect(contentPathFromParams({ subpage1: 'club', subpage2: 'policies', slug: 'equality' })).toEqual({
      ok: true,
      fullPath: 'club/policies/equality',
    });
  });

  it('rejects garbage and empty params', () => {
    expect(contentPathFromParams({})).toEqual({ ok: false });
    expect(contentPathFromParams({ slug: 'Club' })).toEqual({ ok: false });
    expect(contentPathFromParams({ subpage1: 'a.b', slug: 'c' })).toEqual({ ok: false });
  });

  it('any route shape of valid slugs gives their path (property)', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), segment, (levels, slug) => {
        const params = Object.fromEntries(levels.map((s, i) => [`subpage${i + 1}`, s]));
        expect(contentPathFromParams({ ...params, slug })).toEqual({ ok: true, fullPath: [...levels, slug].join('/') });
      }),
    );
  });
});
