import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { fixtureFilterFromSearch, parseVideoFilters, type FixtureFilter } from '@core';
import { pageAddressOf } from './page-address';
import { routeModuleFiles } from './route-modules';
import { routes } from './routes';

const address = pageAddressOf(routes);
const at = (href: string) => address(new URL(href, 'http://site.test'));

describe("a page's address: its path and the query its route reads", () => {
  it('drops what no route reads, keeps what the page reads, in a fixed order', () => {
    expect(at('/news?utm_source=x&v=7')).toBe('/news');
    expect(at('/news/some-article?fbclid=abc')).toBe('/news/some-article');
    expect(at('/?loginSuccess=true')).toBe('/');
    expect(at('/videos/browse?utm_campaign=y&team=Men&q=cup&season=2020')).toBe(
      '/videos/browse?q=cup&season=2020&team=Men',
    );
    expect(at('/matches/first-team?x=1&show=played&competition=league')).toBe(
      '/matches/first-team?competition=league&show=played',
    );
    expect(at('/match/first-team/2025-26/t1-live?watch=live&ref=home')).toBe(
      '/match/first-team/2025-26/t1-live?watch=live',
    );
  });

  it('property: the video and fixtures filters read from the kept parameters are the ones read from the whole query', () => {
    const key = fc.constantFrom(
      'q',
      'team',
      'season',
      'duration',
      'competition',
      'show',
      'watch',
      'utm_source',
      'v',
      'page',
    );
    const value = fc.constantFrom('Men', 'Women', '2020', 'short', 'played', 'upcoming', 'league', 'live', 'x', '');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const keptOf = (path: string) => new URL(at(`${path}?${query}`), 'http://site.test').searchParams;
        const whole = new URLSearchParams(query);
        expect(parseVideoFilters(keptOf('/videos/browse'))).toEqual(parseVideoFilters(whole));
        const fixtures = (s: URLSearchParams): FixtureFilter => fixtureFilterFromSearch(s);
        expect(fixtures(keptOf('/matches'))).toEqual(fixtures(whole));
      }),
    );
  });

  it('every page module that reads its query while rendering names what it reads in the route table', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk('ui');
    const readers = files.filter((f) => /useSearchParams\(/.test(readFileSync(f, 'utf8')));
    expect(readers.length).toBeGreaterThan(0);
    const declared = new Set<string>();
    const visit = (list: typeof routes) => {
      for (const r of list) {
        const handle = r.handle as { module?: string; query?: readonly string[] } | undefined;
        if (handle?.module && handle.query?.length) declared.add(handle.module);
        visit(r.children ?? []);
      }
    };
    visit(routes);
    const pageModules = new Set<string>(Object.values(routeModuleFiles));
    for (const file of readers) {
      // a component that reads the query must be a page module of its own, with its query named
      expect(pageModules.has(file), `${file} reads the query but is not a page module`).toBe(true);
      expect(declared.has(file), `${file} reads the query: name its parameters in routes.tsx (pageQuery)`).toBe(true);
    }
  });
});
