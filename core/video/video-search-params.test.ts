import fc from 'fast-check';
import { videoSearch } from '../config/site-config';
import { durationBounds } from './duration-band';
import { videoSearchParams } from './video-search-params';
import type { VideoSearchQuery } from './video-types';

const queryArb: fc.Arbitrary<VideoSearchQuery> = fc.record({
  query: fc.option(fc.string(), { nil: undefined }),
  team: fc.option(fc.constantFrom('Men' as const, 'Women' as const, 'Academy' as const), { nil: undefined }),
  season: fc.option(fc.integer({ min: 2014, max: 2021 }), { nil: undefined }),
  duration: fc.option(fc.constantFrom('short' as const, 'medium' as const, 'long' as const), { nil: undefined }),
  channel: fc.option(fc.constantFrom('highlights', 'interviews'), { nil: undefined }),
  pageIndex: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.constant(Number.NaN), fc.double()),
  pageSize: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.constant(Number.NaN)),
});

describe('videoSearchParams (VIDEO-6)', () => {
  it('asks for the newest first, page 0 of 12 by default', () => {
    expect(videoSearchParams({ pageIndex: 0, pageSize: videoSearch.pageSize })).toEqual({
      query: '',
      sortby: 'releaseFrom',
      sortOrder: 'desc',
      pageIndex: '0',
      pageSize: '12',
    });
    expect(
      videoSearchParams({
        query: ' goals ',
        team: 'Women',
        season: 2019,
        duration: 'medium',
        channel: 'highlights',
        pageIndex: 2,
        pageSize: 12,
      }),
    ).toEqual({
      query: 'goals',
      sortby: 'releaseFrom',
      sortOrder: 'desc',
      pageIndex: '2',
      pageSize: '12',
      team: 'Women',
      season: '2019',
      channel: 'highlights',
      minDuration: '300',
      maxDuration: '600',
    });
  });

  it('always sends a sane page and exactly the filters that are set', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const p = videoSearchParams(q);
        expect(p.sortby).toBe('releaseFrom');
        expect(p.sortOrder).toBe('desc');
        expect(Number(p.pageIndex)).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(Number(p.pageIndex))).toBe(true);
        expect(Number(p.pageSize)).toBeGreaterThan(0);
        expect('team' in p).toBe(q.team !== undefined);
        expect('season' in p).toBe(q.season !== undefined);
        const bounds = q.duration ? durationBounds(q.duration) : {};
        expect(p.minDuration).toBe(bounds.minDuration === undefined ? undefined : String(bounds.minDuration));
        expect(p.maxDuration).toBe(bounds.maxDuration === undefined ? undefined : String(bounds.maxDuration));
      }),
    );
  });
});
