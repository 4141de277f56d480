import fc from 'fast-check';
import { videoSearch } from '../config/site-config';
import { parseVideoFilters, seasonLabel, videoFiltersToParams, type VideoFilters } from './video-filters';

const params = (s: string) => new URLSearchParams(s);

describe('video browse filters in the address', () => {
  it('reads the pickers (teams, seasons 2014 to 2021, durations) and the query', () => {
    expect(parseVideoFilters(params('q=%20derby%20%20day&team=Women&season=2019&duration=long'))).toEqual({
      query: 'derby day',
      team: 'Women',
      season: 2019,
      duration: 'long',
    });
  });

  it('drops what no picker offers instead of failing', () => {
    expect(parseVideoFilters(params('team=men&season=2013&duration=epic'))).toEqual({ query: '' });
    expect(parseVideoFilters(params('season=2019.5&team=<script>'))).toEqual({ query: '' });
    expect(parseVideoFilters(params(`q=${'x'.repeat(500)}`)).query).toHaveLength(100);
  });

  it('labels seasons as the club does', () => {
    expect(seasonLabel(2014)).toBe('2014/15');
    expect(seasonLabel(2099)).toBe('2099/00');
  });

  const filtersArb: fc.Arbitrary<VideoFilters> = fc
    .record({
      query: fc.string({ maxLength: 40 }).map((s) => s.replace(/\s+/g, ' ').trim()),
      team: fc.option(fc.constantFrom(...videoSearch.teamPicker), { nil: undefined }),
      season: fc.option(fc.constantFrom(...videoSearch.seasons), { nil: undefined }),
      duration: fc.option(fc.constantFrom('short' as const, 'medium' as const, 'long' as const), { nil: undefined }),
    })
    .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as unknown as VideoFilters);

  it('round-trips through the address', () => {
    fc.assert(
      fc.property(filtersArb, (f) => {
        expect(parseVideoFilters(new URLSearchParams(videoFiltersToParams(f)))).toEqual(f);
      }),
    );
  });

  it('never throws and only ever yields picker values, whatever the address', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('q', 'team', 'season', 'duration', 'x'), fc.string()), (raw) => {
        const f = parseVideoFilters(new URLSearchParams(raw));
        if (f.team !== undefined) expect(videoSearch.teamPicker).toContain(f.team);
        if (f.season !== undefined) expect(videoSearch.seasons).toContain(f.season);
        if (f.duration !== undefined) expect(['short', 'medium', 'long']).toContain(f.duration);
        expect(f.query.length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
