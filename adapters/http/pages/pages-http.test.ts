import { pagesPortContract } from '@test/contracts';
import { useStandInServer } from '@test/msw/use-stand-in-server';

const over = useStandInServer();

pagesPortContract(() => over.pages);

describe('pages over the stand-in', () => {
  it('resolves the deepest path with breadcrumbs from the root', async () => {
    const r = await over.pages.page('club/policies/data-protection/archive/2024-statement');
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.breadcrumbs.map((b) => b.path)).toEqual([
      '/club',
      '/club/policies',
      '/club/policies/data-protection',
      '/club/policies/data-protection/archive',
    ]);
    expect(r.value.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('a draft page is not found and is not in the tree', async () => {
    const r = await over.pages.page('club/vacancies/closed-role-draft');
    expect(r).toEqual({ ok: false, error: { code: 'SERVICE.NOT_FOUND', service: 'web-api' } });
  });

  it('maps blocks to core kinds: rich text, cards linking to children, buttons of the six types', async () => {
    const r = await over.pages.page('club');
    if (!r.ok) expect.fail(r.error.code);
    const kinds = r.value.blocks.map((b) => b.kind);
    expect(kinds).toEqual(expect.arrayContaining(['rich-text', 'image', 'cards', 'buttons']));
    const cards = r.value.blocks.find((b) => b.kind === 'cards');
    expect(cards && cards.kind === 'cards' && cards.cards.map((c) => c.path)).toEqual(
      r.value.children.map((c) => c.path),
    );
    expect(r.value.template).toBe('Hub');
    expect(r.value.heroImageKey).toBeTruthy();
  });

  it('menus: the footer quick links include the external tickets and shop links', async () => {
    const r = await over.pages.menus();
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.footer.map((i) => i.link)).toEqual(
      expect.arrayContaining(['https://tickets.uzfc.example', 'https://shop.uzfc.example', '/videos', '/contact-us']),
    );
    expect(r.value.featured.every((i) => i.imageKey)).toBe(true);
  });
});
