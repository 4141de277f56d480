import { newsPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

newsPortContract(() => over.news);

describe('news over the stand-in', () => {
  it("keeps the hostile article body as sent (sanitising is the UI's job) and points inline images at the image library", async () => {
    const r = await over.news.article('supporters-forum-minutes-published');
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.bodyHtml).toContain('<script>');
    const normal = await over.news.list({ page: 1, pageSize: 1 });
    if (!normal.ok) expect.fail(normal.error.code);
    const article = await over.news.article(normal.value.items[0]!.slug);
    if (!article.ok) expect.fail(article.error.code);
    expect(article.value.bodyHtml).toContain(`src="${over.origin}/images/v2/`);
    expect(article.value.imageAlt.length).toBeGreaterThan(0);
  });

  it('a broken list body is SERVICE.INVALID_RESPONSE and is logged once without the query string', async () => {
    over.control.setFault('web-api', 'schema');
    const r = await over.news.list({ page: 2, pageSize: 5, category: 'women' });
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.INVALID_RESPONSE', service: 'web-api' } });
  });
});
