import type { ContentBlock, PageNode } from '@core';
import { pagesPortContract } from '@test/contracts/pages-port.contract';
import { createPagesMemory } from './pages-memory';
import { memorySeed } from '../seed';

pagesPortContract(() => createPagesMemory());

const allPaths = (nodes: readonly PageNode[]): string[] => nodes.flatMap((n) => [n.fullPath, ...allPaths(n.children)]);

describe('pages memory', () => {
  it("holds the spec's example paths, including a five-level one", () => {
    const paths = allPaths(memorySeed.pageTree);
    for (const p of [
      'tickets-membership/season-tickets',
      'club/policies/safeguarding',
      'club/vacancies/matchday-steward',
      'women',
      'women/programme',
      'women/uzfc-women-academy',
      'women/player-sponsorship',
      'women/tickets',
      'academy',
      'matchday-hospitality/our-lounges/the-zenith-suite',
      'commercial/club-partners/zenith-air',
      'commercial/matchday-sponsorship/match-ball',
      'cookies-policy',
      'privacy-policy',
      'contact-us',
      'community',
      'visiting-zenith-park',
      'club/policies/data-protection/archive/2024-statement',
    ])
      expect(paths).toContain(p);
  });

  it('uses all three templates and every block kind, with all six button types', () => {
    const nodes = (ns: readonly PageNode[]): PageNode[] => ns.flatMap((n) => [n, ...nodes(n.children)]);
    expect(new Set(nodes(memorySeed.pageTree).map((n) => n.pageTemplate))).toEqual(
      new Set(['Hub', 'Landing', 'Default']),
    );
    const blocks = (seeds: typeof memorySeed.pages): ContentBlock[] =>
      seeds.flatMap((s) => [...(s.blocks ?? []), ...blocks(s.children ?? [])]);
    const all = blocks(memorySeed.pages);
    expect(new Set(all.map((b) => b.kind))).toEqual(new Set(['rich-text', 'image', 'buttons', 'cards', 'quote']));
    const types = all.flatMap((b) => (b.kind === 'buttons' ? b.buttons.map((x) => x.type) : []));
    for (const t of ['primary-dark', 'primary-light', 'ghost-dark', 'ghost-light', 'label-dark', 'label-light'])
      expect(types).toContain(t);
  });

  it('resolves a path given with slashes, and gives Hub children as tiles', async () => {
    const page = await createPagesMemory().page('/women/');
    expect(page.ok && page.value.children.map((c) => c.path)).toEqual([
      '/women/programme',
      '/women/uzfc-women-academy',
      '/women/player-sponsorship',
      '/women/tickets',
    ]);
    expect(page.ok && page.value.heroImageKey).toBe('pages/women-hub');
  });

  it('menus: main adds women, academy, tickets and shop; footer has the eleven quick links', async () => {
    const menus = await createPagesMemory().menus();
    if (!menus.ok) throw new Error('menus failed');
    expect(menus.value.main.map((m) => m.link)).toEqual([
      '/news',
      '/videos',
      '/matches',
      '/teams',
      '/women',
      '/academy',
      'https://tickets.uzfc.example',
      'https://shop.uzfc.example',
    ]);
    expect(menus.value.featured.map((m) => m.label)).toEqual(['Tickets', 'Store', 'UZTV']);
    expect(menus.value.footer).toHaveLength(11);
  });

  it('fails on demand', async () => {
    const pages = createPagesMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' });
    expect((await pages.tree()).ok).toBe(false);
    expect((await pages.menus()).ok).toBe(false);
  });
});
