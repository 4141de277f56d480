import fc from 'fast-check';
import { daysInMonth } from '../format/calendar-date';
import { parseNewsRoute, type NewsRoute, type NewsRouteParams } from './news-route';

// a slug that cannot be mistaken for a date part: it contains a letter
const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/).filter((s) => /[a-z]/.test(s));
const year = fc.integer({ min: 1000, max: 9999 });
const pad = (n: number, padded: boolean) => (padded ? String(n).padStart(2, '0') : String(n));

/** a valid route and every param shape react-router can give for it */
const validRoute: fc.Arbitrary<{ route: NewsRoute; params: readonly NewsRouteParams[] }> = fc.oneof(
  fc.constant({ route: { kind: 'listing' } as NewsRoute, params: [{}] as NewsRouteParams[] }),
  slug.map((s) => ({ route: { kind: 'article', slug: s } as NewsRoute, params: [{ slug: s }] })),
  year.map((y) => ({
    route: { kind: 'archive', year: y } as NewsRoute,
    params: [{ year: String(y) }, { slug: String(y) }],
  })),
  fc.tuple(year, fc.integer({ min: 1, max: 12 }), fc.boolean()).map(([y, m, padded]) => ({
    route: { kind: 'archive', year: y, month: m } as NewsRoute,
    params: [
      { year: String(y), month: pad(m, padded) },
      { year: String(y), slug: pad(m, padded) },
    ],
  })),
  fc
    .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.boolean())
    .map(([y, m, d0, padded]) => {
      const d = Math.min(d0, daysInMonth(y, m));
      return {
        route: { kind: 'archive', year: y, month: m, day: d } as NewsRoute,
        params: [
          { year: String(y), month: pad(m, padded), day: pad(d, padded) },
          { year: String(y), month: pad(m, padded), slug: pad(d, padded) },
        ],
      };
    }),
  fc.tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), slug).map(([y, m, d, s]) => ({
    route: { kind: 'article', slug: s } as NewsRoute,
    params: [
      { year: String(y), slug: s },
      { year: String(y), month: pad(m, true), slug: s },
      { year: String(y), month: pad(m, false), day: pad(d, true), slug: s },
      { year: String(y), month: pad(m, true), day: s },
    ],
  })),
);

describe('parseNewsRoute', () => {
  it('reads the spec routes', () => {
    expect(parseNewsRoute({})).toEqual({ kind: 'listing' });
    expect(parseNewsRoute({ slug: 'pre-season-schedule' })).toEqual({ kind: 'article', slug: 'pre-season-schedule' });
    expect(parseNewsRoute({ year: '2025', slug: 'my-slug' })).toEqual({ kind: 'article', slug: 'my-slug' });
    expect(parseNewsRoute({ year: '2025' })).toEqual({ kind: 'archive', year: 2025 });
    expect(parseNewsRoute({ year: '2025', month: '08' })).toEqual({ kind: 'archive', year: 2025, month: 8 });
    expect(parseNewsRoute({ year: '2025', month: '08', day: '03' })).toEqual({
      kind: 'archive',
      year: 2025,
      month: 8,
      day: 3,
    });
    expect(parseNewsRoute({ year: '2025', month: '08', day: '03', slug: 'my-slug' })).toEqual({
      kind: 'article',
      slug: 'my-slug',
    });
  });

  it('rejects impossible dates and garbage', () => {
    const bad: NewsRouteParams[] = [
      { year: '2025', month: '13' },
      { year: '2025', month: '00' },
      { year: '2025', month: '02', day: '29' },
      { year: '2025', month: '04', day: '31' },
      { year: 'abcd', slug: 'x' },
      { year: '25', slug: 'x' },
      { year: '2025', month: '08', day: '03', slug: '../etc' },
      { slug: '' },
      { slug: 'a b' },
      { year: '2025', month: '8', day: 'x y' },
    ];
    for (const p of bad) expect(parseNewsRoute(p)).toEqual({ kind: 'invalid' });
    expect(parseNewsRoute({ year: '2024', month: '02', day: '29' })).toEqual({
      kind: 'archive',
      year: 2024,
      month: 2,
      day: 29,
    });
    // /news/25 may reach us as {year: '25'} or {slug: '25'}: a lone non-year segment is a slug, and
    // the content service answers 404 if no article has it
    expect(parseNewsRoute({ year: '25' })).toEqual({ kind: 'article', slug: '25' });
  });

  it('never throws on any strings', () => {
    const part = fc.option(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,4}$/)), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, part, (y, m, d, s) => {
        const r = parseNewsRoute({ year: y, month: m, day: d, slug: s });
        expect(['listing', 'archive', 'article', 'invalid']).toContain(r.kind);
      }),
    );
  });

  it('only gives archives with real calendar dates', () => {
    const num = fc.option(fc.integer({ min: 0, max: 9999 }).map(String), { nil: undefined });
    fc.assert(
      fc.property(num, num, num, (y, m, d) => {
        const r = parseNewsRoute({ year: y, month: m, day: d });
        if (r.kind === 'archive') {
          expect(r.year).toBeGreaterThanOrEqual(1000);
          if (r.month !== undefined) expect(r.month).toBeGreaterThanOrEqual(1);
          if (r.month !== undefined) expect(r.month).toBeLessThanOrEqual(12);
          if (r.day !== undefined) {
            const date = new Date(Date.UTC(r.year, r.month! - 1, r.day));
            expect(date.getUTCDate()).toBe(r.day);
          }
        }
      }),
    );
  });

  it('round-trips generated valid routes through every param shape react-router can give', () => {
    fc.assert(
      fc.property(validRoute, ({ route, params }) => {
        for (const p of params) expect(parseNewsRoute(p)).toEqual(route);
      }),
    );
  });
});
