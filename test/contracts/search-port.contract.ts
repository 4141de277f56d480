import { describe, expect, it } from 'vitest';
import type { NewsSearchQuery, SearchPort } from '@core';
import { expectOk, isDescending, type Make } from './contract-helpers';

const query = (q: Partial<NewsSearchQuery>): NewsSearchQuery => ({
  term: '',
  size: 8,
  start: 0,
  sort: 'relevance',
  filter: 'all',
  ...q,
});

/** Words nearly any football news seed contains; the first one that finds something is used. */
const candidateTerms = ['the', 'match', 'club', 'season', 'team', 'a'];

async function findableTerm(search: SearchPort, preferred?: string): Promise<string> {
  for (const term of preferred ? [preferred] : candidateTerms) {
    const r = await search.news(query({ term, size: 1 }));
    if (r.ok && r.value.found > 2) return term;
  }
  throw new Error('the seed has nothing findable: give searchPortContract a term');
}

/** Every SearchPort adapter keeps these promises. `options.term` names a word the seed surely holds. */
export function searchPortContract(make: Make<SearchPort>, options: { term?: string } = {}) {
  describe('SearchPort contract', () => {
    it('respects size, and found is never below the hits', async () => {
      const search = await make();
      const term = await findableTerm(search, options.term);
      for (const size of [1, 2, 8]) {
        const r = expectOk(await search.news(query({ term, size })));
        expect(r.hits.length).toBeLessThanOrEqual(size);
        expect(r.hits.length).toBe(Math.min(size, r.found));
        expect(r.found).toBeGreaterThanOrEqual(r.hits.length);
      }
    });

    it('an empty or blank term finds nothing', async () => {
      const search = await make();
      for (const term of ['', '   ']) {
        const r = expectOk(await search.news(query({ term })));
        expect(r.hits).toEqual([]);
        expect(r.found).toBe(0);
      }
    });

    it('sort by date is newest first', async () => {
      const search = await make();
      const term = await findableTerm(search, options.term);
      const r = expectOk(await search.news(query({ term, sort: 'date', size: 20 })));
      expect(isDescending(r.hits.map((h) => Date.parse(h.publishedDate)))).toBe(true);
    });

    it('start pages through the results without overlap', async () => {
      const search = await make();
      const term = await findableTerm(search, options.term);
      const first = expectOk(await search.news(query({ term, sort: 'date', size: 2, start: 0 })));
      const second = expectOk(await search.news(query({ term, sort: 'date', size: 2, start: 2 })));
      expect(second.found).toBe(first.found);
      const slugs = [...first.hits, ...second.hits].map((h) => h.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      const past = expectOk(await search.news(query({ term, start: first.found + 10 })));
      expect(past.hits).toEqual([]);
    });

    it('hits are well formed', async () => {
      const search = await make();
      const term = await findableTerm(search, options.term);
      for (const hit of expectOk(await search.news(query({ term }))).hits) {
        expect(hit.slug.length).toBeGreaterThan(0);
        expect(hit.title.length).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(hit.publishedDate))).toBe(false);
      }
    });

    it('a nonsense term finds nothing', async () => {
      const search = await make();
      const r = expectOk(await search.news(query({ term: 'zzqxjvkw' })));
      expect(r.found).toBe(0);
      expect(r.hits).toEqual([]);
    });
  });
}
