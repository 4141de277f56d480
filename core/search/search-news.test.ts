import fc from 'fast-check';
import { newsPaging } from '../config/site-config';
import type { NewsSearchQuery } from './search-types';
import type { SearchPort } from '../ports/search.port';
import { err, ok } from '../shared/result';
import { unavailable } from '../shared/service-error';
import { makeSearchNews } from './search-news';

const recordingPort = (answer: SearchPort['news'] = async () => ok({ hits: [], found: 0 })) => {
  const calls: NewsSearchQuery[] = [];
  const port: SearchPort = {
    news: async (q) => {
      calls.push(q);
      return answer(q);
    },
  };
  return { port, calls };
};

describe('makeSearchNews', () => {
  it('never calls the service for blank text and answers with no results', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[ \t\n]*$/), fc.integer({ min: 1, max: 9 }), async (term, page) => {
        const { port, calls } = recordingPort();
        const result = await makeSearchNews({ search: port })({ term, filter: 'all', sort: 'date', page });
        expect(result).toEqual(ok({ hits: [], found: 0 }));
        expect(calls).toHaveLength(0);
      }),
    );
  });

  it('asks for 8 hits at the page offset with the trimmed term, sort and filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom('all' as const, 'exact' as const),
        fc.constantFrom('date' as const, 'relevance' as const),
        async (term, page, filter, sort) => {
          const { port, calls } = recordingPort();
          await makeSearchNews({ search: port })({ term, filter, sort, page });
          expect(calls).toEqual([
            { term: term.trim(), size: newsPaging.searchPageSize, start: (page - 1) * 8, sort, filter },
          ]);
        },
      ),
    );
  });

  it('returns a failure as data for the caller to log', async () => {
    const { port } = recordingPort(async () => err(unavailable('news-search')));
    const result = await makeSearchNews({ search: port })({ term: 'cup', filter: 'all', sort: 'date', page: 1 });
    expect(result).toEqual(err(unavailable('news-search')));
  });
});
