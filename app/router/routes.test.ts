import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';
import { routeModuleFiles } from './route-modules';

/**
 * The route table writes optional segments out (routes.tsx: react-router expands and ranks
 * every optional combination on each match). These are the spec's own patterns, the way the
 * table used to say them: every address must reach the same page with the same params.
 */
const m = routeModuleFiles;
const specPatterns: [string, string][] = [
  ['news/:slug', m.newsRoute],
  ['news/:year/:slug?', m.newsRoute],
  ['news/:year/:month?/:slug?', m.newsRoute],
  ['news/:year/:month?/:day?/:slug?', m.newsRoute],
  ['app/news/:slug?', m.appNews],
  ['app/news/:year?/:slug?', m.appNews],
  ['app/news/:year?/:month?/:slug?', m.appNews],
  ['app/news/:year?/:month?/:day?/:slug?', m.appNews],
  ['match/:team?/:season?/:matchID?', m.matchCentre],
];

/** the page module and params an address reaches, in a table of [pattern, module] */
function reach(table: RouteObject[], path: string): string {
  const last = matchRoutes(table, path)?.at(-1);
  if (!last) return 'none';
  const module =
    (last.route.handle as { module?: string } | undefined)?.module ??
    (last.route.path === '*' ? 'not found' : 'layout');
  return `${module} ${JSON.stringify(last.params)}`;
}

const specTable: RouteObject[] = [{ children: specPatterns.map(([path, module]) => ({ path, handle: { module } })) }];

describe('the route table', () => {
  it("property: news, app news and the match centre reach the same page with the same params as the spec's optional-segment patterns", () => {
    const segment = fc.constantFrom('a', '2025', '06', '12', 'some-slug', 'first-team', '2025-26', 't1-2025-26-21');
    const base = fc.constantFrom('/news', '/app/news', '/match');
    fc.assert(
      fc.property(base, fc.array(segment, { maxLength: 5 }), (prefix, segments) => {
        const path = [prefix, ...segments].join('/');
        const expected = reach(specTable, path);
        const actual = reach(routes, path);
        // today's table sends what no pattern takes to its 404 (or, for /news alone, the list)
        if (expected === 'none') expect(actual).not.toMatch(/news-route-page|app-news-page|match-centre-page/);
        else expect(actual).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('expands to at most 60 paths (the table was ~90 with its optional segments)', () => {
    const count = (list: readonly RouteObject[]): number =>
      list.reduce((n, r) => n + (r.path ? 2 ** (r.path.match(/\?/g)?.length ?? 0) : 0) + count(r.children ?? []), 0);
    expect(count(routes)).toBeLessThanOrEqual(60);
  });
});
