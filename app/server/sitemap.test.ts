import { err, ok, unavailable, type NewsSummary, type PageNode, type VideoSummary } from '@core';
import { cachedValue } from './cached-value';
import { robotsTxt } from './robots';
import { collectSitemap, sitemapXml, type SitemapSources } from './sitemap';

const article = (i: number) => ({ slug: `story-${i}`, publishedAt: '2025-08-01T10:00:00Z' }) as NewsSummary;
const node = (fullPath: string, children: PageNode[] = [], route: Pick<PageNode, 'redirect' | 'middleware'> = {}) =>
  ({ fullPath, publishedDate: 'not a date', children, ...route }) as unknown as PageNode;

function sources(over: Partial<SitemapSources> = {}): SitemapSources {
  const all = Array.from({ length: 230 }, (_, i) => article(i));
  return {
    news: {
      list: async (q) =>
        ok({
          items: all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
          page: q.page,
          pageSize: q.pageSize,
          total: all.length,
        }),
    },
    pages: { tree: async () => ok([node('club', [node('club/history & <values>')]), node('news')]) },
    video: {
      search: async (q) =>
        ok({
          items: q.pageIndex === 0 ? [{ videoID: 'v1', releaseFrom: '2025-07-01T00:00:00Z' } as VideoSummary] : [],
          total: 1,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
        }),
    },
    ...over,
  };
}

describe('sitemap', () => {
  it('reads every page of news, the whole page tree and the videos, once per path', async () => {
    const r = await collectSitemap(sources());
    const paths = r.entries.map((e) => e.path);
    expect(r.partial).toBe(false);
    expect(paths.filter((p) => p.startsWith('/news/'))).toHaveLength(230);
    expect(paths).toContain('/club/history%20%26%20%3Cvalues%3E');
    expect(paths.filter((p) => p === '/news')).toHaveLength(1);
    expect(r.entries.find((e) => e.path === '/videos/v1')?.lastmod).toBe('2025-07-01');
    expect(r.entries.find((e) => e.path === '/club')?.lastmod).toBeUndefined();
  });

  it("leaves out the tree's redirects and pages naming unknown middleware, but not what lies under them", async () => {
    const tree = [
      node('tickets', [node('tickets/away')], { redirect: { location: '/tickets-membership' } }),
      node('partner-offers', [], { redirect: { location: 'https://offers.partner.example/', status: 301 } }),
      node('members-lounge', [], { middleware: ['members-only'] }),
      node('junior-supporters', [], { middleware: ['child-friendly'] }),
    ];
    const paths = (await collectSitemap(sources({ pages: { tree: async () => ok(tree) } }))).entries.map((e) => e.path);
    expect(paths).not.toContain('/tickets');
    expect(paths).not.toContain('/partner-offers');
    expect(paths).not.toContain('/members-lounge');
    expect(paths).toEqual(expect.arrayContaining(['/tickets/away', '/junior-supporters']));
  });

  it('leaves out a failed service and says the result is partial', async () => {
    const r = await collectSitemap(sources({ video: { search: async () => err(unavailable('videos')) } }));
    expect(r.partial).toBe(true);
    expect(r.entries.some((e) => e.path.startsWith('/videos/'))).toBe(false);
    expect(r.entries.some((e) => e.path.startsWith('/news/'))).toBe(true);
  });

  it('writes absolute, XML-escaped locations', () => {
    const xml = sitemapXml('https://www.uzfc.example', [{ path: '/a?b=1&c=2', lastmod: '2025-01-02' }]);
    expect(xml).toContain('<loc>https://www.uzfc.example/a?b=1&amp;c=2</loc><lastmod>2025-01-02</lastmod>');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });

  it('is computed once while fresh, again once expired, and a failure is not kept', async () => {
    let now = 0;
    let calls = 0;
    let fail = false;
    const get = cachedValue(
      async () => {
        calls += 1;
        if (fail) throw new Error('down');
        return calls;
      },
      () => 1_000,
      () => now,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    now = 1_001;
    fail = true;
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe(3);
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the app news layout and points to the sitemap', () => {
    expect(robotsTxt('https://www.uzfc.example').split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /app/',
      '',
      'Sitemap: https://www.uzfc.example/sitemap.xml',
      '',
    ]);
  });
});
