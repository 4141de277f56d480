import { searchPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';
import { createSearchHttp } from './search-http';
import type { JsonClient } from '../shared/json-client';

const over = useStandInServer();

searchPortContract(() => over.search);

describe('search over the stand-in', () => {
  it('a term-less query makes no request', async () => {
    const getJson = vi.fn();
    const search = createSearchHttp({
      client: { service: 'news-search', getJson, postJson: vi.fn(), reportInvalid: vi.fn() } as unknown as JsonClient,
    });
    expect(await search.news({ term: '  ', size: 8, start: 0, sort: 'relevance', filter: 'all' })).toEqual({
      ok: true,
      value: { hits: [], found: 0 },
    });
    expect(getJson).not.toHaveBeenCalled();
  });

  it('maps sort and filter to the wire parameters', async () => {
    const getJson = vi.fn().mockResolvedValue({ ok: true, value: { hits: { found: 0, hit: [] } } });
    const search = createSearchHttp({
      client: { service: 'news-search', getJson, postJson: vi.fn(), reportInvalid: vi.fn() } as unknown as JsonClient,
    });
    await search.news({ term: 'Zenith Park', size: 8, start: 16, sort: 'date', filter: 'exact' });
    expect(getJson).toHaveBeenCalledWith('/search', {
      query: '"Zenith Park"',
      size: 8,
      start: 16,
      sort: 'published_date desc',
    });
  });

  it('exact matches are a subset of any-word matches', async () => {
    const q = { size: 100, start: 0, sort: 'relevance' as const };
    const all = await over.search.news({ ...q, term: 'Zenith Park', filter: 'all' });
    const exact = await over.search.news({ ...q, term: 'Zenith Park', filter: 'exact' });
    if (!all.ok || !exact.ok) expect.fail('search failed');
    expect(exact.value.found).toBeLessThanOrEqual(all.value.found);
    const allSlugs = new Set(all.value.hits.map((h) => h.slug));
    for (const h of exact.value.hits) expect(allSlugs.has(h.slug)).toBe(true);
    expect(exact.value.hits[0]?.category).toBeTruthy();
    expect(exact.value.hits[0]?.imageKey).toBeTruthy();
  });
});
