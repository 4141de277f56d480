import { createStandIn } from '../app';

const standIn = createStandIn();
type Hit = {
  fields: { slug: string[]; title: string[]; published_date: string[]; categories: string[] };
  imageData: { key: string };
  score: number;
};
const search = async (qs: string) => {
  const res = await standIn.fetch(new Request(`http://stand-in.test/news-search/search?${qs}`));
  return { status: res.status, body: (await res.json()) as { hits: { found: number; hit: Hit[] } } };
};

describe('news search', () => {
  it('finds by query, with title matches first under score sort', async () => {
    const r = await search('query=Harbour&size=100&sort=score');
    expect(r.body.hits.found).toBeGreaterThan(0);
    const scores = r.body.hits.hit.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(r.body.hits.hit[0]!.fields.title[0]).toContain('Harbour');
    expect(r.body.hits.hit[0]!.imageData.key).toBeTruthy();
  });

  it('sorts by published_date desc and pages with start and size', async () => {
    const all = await search(`query=club&size=100&sort=${encodeURIComponent('published_date desc')}`);
    const dates = all.body.hits.hit.map((h) => h.fields.published_date[0]!);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = await search(`query=club&size=3&start=3&sort=${encodeURIComponent('published_date desc')}`);
    expect(page.body.hits.hit.map((h) => h.fields.slug[0])).toEqual(
      all.body.hits.hit.slice(3, 6).map((h) => h.fields.slug[0]),
    );
  });

  it('a quoted query is an exact phrase (never more hits than the words alone)', async () => {
    const words = await search('query=summit%20lounge&size=100');
    const phrase = await search(`query=${encodeURIComponent('"zenith park"')}&size=100`);
    expect(phrase.body.hits.found).toBeGreaterThan(0);
    const nonsense = await search(`query=${encodeURIComponent('"park zenith upside"')}`);
    expect(nonsense.body.hits.found).toBe(0);
    expect(words.status).toBe(200);
  });

  it('rejects a missing query or an unknown sort with 400', async () => {
    expect((await search('query=')).status).toBe(400);
    expect((await search('query=a&sort=random')).status).toBe(400);
  });
});
