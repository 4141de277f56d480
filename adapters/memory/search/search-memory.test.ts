import type { NewsSearchQuery } from '@core';
import { searchPortContract } from '@test/contracts/search-port.contract';
import { createSearchMemory } from './search-memory';

searchPortContract(() => createSearchMemory());

const q = (over: Partial<NewsSearchQuery>): NewsSearchQuery => ({
  term: '',
  size: 8,
  start: 0,
  sort: 'relevance',
  filter: 'all',
  ...over,
});

describe('search memory', () => {
  it('matches words in title or summary, case-insensitively, and word prefixes', async () => {
    const search = createSearchMemory();
    const r = await search.news(q({ term: 'WALKING' }));
    expect(r.ok && r.value.hits.map((h) => h.slug)).toEqual(['foundation-launches-walking-football-sessions']);
    // 'kings' is a prefix of Kingsferry, in three titles of the shared seed
    const prefix = await search.news(q({ term: 'kings', size: 50 }));
    expect(prefix.ok && prefix.value.found).toBeGreaterThan(2);
  });

  it("'exact' matches the whole phrase only; 'all' matches any of its words", async () => {
    const search = createSearchMemory();
    const exact = await search.news(q({ term: 'zenith park pitch', filter: 'exact', size: 100 }));
    const any = await search.news(q({ term: 'zenith park pitch', filter: 'all', size: 100 }));
    if (!exact.ok || !any.ok) throw new Error('search failed');
    expect(exact.value.found).toBeGreaterThan(0);
    expect(any.value.found).toBeGreaterThan(exact.value.found);
    for (const hit of exact.value.hits) expect(any.value.hits.map((h) => h.slug)).toContain(hit.slug);
    const none = await search.news(q({ term: 'pitch park zenith', filter: 'exact' }));
    expect(none.ok && none.value.found).toBe(0);
  });

  it('relevance puts title matches first', async () => {
    // every summary of the shared seed says 'Zenith Park'; some titles do too
    const r = await createSearchMemory().news(q({ term: 'zenith', size: 100 }));
    if (!r.ok) throw new Error('search failed');
    const inTitle = r.value.hits.map((h) => /zenith/i.test(h.title));
    expect(inTitle[0]).toBe(true);
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
  });

  it('fails on demand with the news-search service', async () => {
    const r = await createSearchMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' }).news(q({ term: 'club' }));
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'news-search' } });
  });
});
