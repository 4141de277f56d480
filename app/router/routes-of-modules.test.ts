import { matchRoutes } from 'react-router-dom';
import fc from 'fast-check';
import { routes } from './routes';
import { routesOfModules } from './routes-of-modules';

const moduleOf = (route: { handle?: unknown }) => (route.handle as { module?: string } | undefined)?.module;

describe('routesOfModules', () => {
  it('finds every route of the named page modules, at any depth, and nothing else', () => {
    const found = routesOfModules(routes, ['ui/features/content/content-page.tsx']);
    expect(found).toHaveLength(5);
    expect(found.every((r) => moduleOf(r) === 'ui/features/content/content-page.tsx')).toBe(true);
    expect(routesOfModules(routes, [])).toEqual([]);
    expect(routesOfModules(routes, ['no/such/module.tsx'])).toEqual([]);
  });

  it("property: the routes react-router matches for an address are among those of the matched routes' modules", () => {
    const segment = fc.constantFrom(
      'news',
      'videos',
      'matches',
      'teams',
      'players',
      'live',
      'match',
      'app',
      'first-team',
      '2025',
      'a-slug',
      'browse',
      'stream',
      'women',
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const matched = (matchRoutes(routes, `/${segments.join('/')}`) ?? []).map((m) => m.route);
        const modules = matched.map(moduleOf).filter((m): m is string => Boolean(m));
        const found = new Set(routesOfModules(routes, modules));
        for (const route of matched) if (moduleOf(route)) expect(found.has(route)).toBe(true);
      }),
    );
  });
});
