import fc from 'fast-check';
import { err, ok } from '../shared/result';
import { invalidResponse, unavailable } from '../shared/service-error';
import { settleSearch } from './settle-search';

describe('settleSearch', () => {
  it('a failed search finishes with no results and is marked unavailable, whatever the failure', () => {
    for (const error of [unavailable('news-search'), invalidResponse('news-search')]) {
      expect(settleSearch(err(error))).toEqual({ hits: [], found: 0, unavailable: true });
    }
  });

  it('an answer, empty or not, is never marked unavailable', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), (found) => {
        const hits =
          found > 0
            ? [{ slug: 's', title: 't', publishedDate: '2025-08-03T12:00:00Z', category: 'News', imageKey: 'k' }]
            : [];
        expect(settleSearch(ok({ hits, found }))).toEqual({ hits, found, unavailable: false });
      }),
    );
  });
});
