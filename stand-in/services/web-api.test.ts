import { createStandIn } from '../app';

const standIn = createStandIn({ now: () => Date.UTC(2026, 0, 15) });
const get = async (path: string) => {
  const res = await standIn.fetch(new Request(`http://stand-in.test${path}`));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('web API', () => {
  it('pages news newest first without overlap', async () => {
    const one = await get('/web-api/news?page=1&pageSize=10');
    const two = await get('/web-api/news?page=2&pageSize=10');
    expect(one.body.total).toBe(72);
    const items = [
      ...(one.body.items as { slug: string; publishedDateTime: string }[]),
      ...(two.body.items as { slug: string; publishedDateTime: string }[]),
    ];
    expect(new Set(items.map((i) => i.slug)).size).toBe(20);
    expect(items.map((i) => i.publishedDateTime)).toEqual([...items.map((i) => i.publishedDateTime)].sort().reverse());
  });

  it('filters by category and by archive date', async () => {
    const women = await get('/web-api/news?category=women&pageSize=100');
    expect((women.body.items as { category: { slug: string } }[]).every((i) => i.category.slug === 'women')).toBe(true);
    expect(women.body.total).toBeGreaterThan(5);
    const aug = await get('/web-api/news?year=2025&month=8&pageSize=100');
    expect(
      (aug.body.items as { publishedDateTime: string }[]).every((i) => i.publishedDateTime.startsWith('2025-08')),
    ).toBe(true);
    expect(aug.body.total).toBeGreaterThan(0);
  });

  it('rejects bad paging with 400 and an unknown article with 404', async () => {
    expect((await get('/web-api/news?page=0')).status).toBe(400);
    expect((await get('/web-api/news?pageSize=abc')).status).toBe(400);
    expect((await get('/web-api/news/no-such-article')).status).toBe(404);
  });

  it('serves a page by path, including the deepest, and 404s a draft or unknown path', async () => {
    const deep = await get('/web-api/pages/by-path?path=club/policies/data-protection/archive/2024-statement');
    expect(deep.status).toBe(200);
    expect((deep.body.page as { nestedLevel: number }).nestedLevel).toBe(5);
    expect((deep.body.breadcrumbs as unknown[]).length).toBe(4);
    expect((await get('/web-api/pages/by-path?path=club/vacancies/closed-role-draft')).status).toBe(404);
    expect((await get('/web-api/pages/by-path?path=nope')).status).toBe(404);
    expect((await get('/web-api/pages/by-path')).status).toBe(400);
  });

  it('the tree nests children with the spec fields', async () => {
    const tree = await get('/web-api/pages/tree');
    const club = (tree.body.pages as { pageSlug: string; children: { pageSlug: string }[]; childIds: string[] }[]).find(
      (p) => p.pageSlug === 'club',
    )!;
    expect(club.children.map((c) => c.pageSlug)).toEqual(['policies', 'vacancies', 'history']);
    expect(club.childIds).toHaveLength(3);
  });
});

describe('the web API test control: publish an article', () => {
  const post = (s: ReturnType<typeof createStandIn>, body: unknown) =>
    s.fetch(
      new Request('http://stand-in.test/web-api/__control/articles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  it('publishes a body of any size under a slug, until reset; refuses a bad slug', async () => {
    const s = createStandIn({ controls: true });
    const big = `<p>${'x'.repeat(3_000_000)}</p>`;
    expect((await post(s, { slug: 'very-long-read', bodyHtml: big })).status).toBe(200);
    const article = await s.fetch(new Request('http://stand-in.test/web-api/news/very-long-read'));
    expect(((await article.json()) as { body: string }).body).toBe(big);
    expect((await post(s, { slug: '../x', bodyHtml: '' })).status).toBe(400);
    s.control.reset();
    expect((await s.fetch(new Request('http://stand-in.test/web-api/news/very-long-read'))).status).toBe(404);
  });
  it('is not there without controls', async () => {
    expect((await post(createStandIn(), { slug: 'x', bodyHtml: '' })).status).toBe(404);
  });
});
