import type { PageNode } from '@core';
import { pagesPortContract } from '@test/contracts/pages-port.contract';
import { createPagesMemory } from './pages-memory';
import { memorySeed } from '../seed';

pagesPortContract(() => createPagesMemory());

const allPaths = (nodes: readonly PageNode[]): string[] => nodes.flatMap((n) => [n.fullPath, ...allPaths(n.children)]);

describe('pages memory (the shared page seed, as the web API answers it)', () => {
  it("holds the spec's example paths, including a five-level one, and no draft", () => {
    const paths = allPaths(memorySeed.pageTree);
    for (const p of [
      'tickets-membership/season-tickets',
      'club/policies/safeguarding',
      'club/vacancies/head-groundsperson',
      'women/programme',
      'women/uzfc-women-academy',
      'matchday-hospitality/our-lounges/the-summit-lounge',
      'commercial/club-partners/official-partners',
      'commercial/matchday-sponsorship/match-sponsor',
      'cookies-policy',
      'visiting-zenith-park',
      'club/policies/data-protection/archive/2024-statement',
    ])
      expect(paths).toContain(p);
    expect(paths).not.toContain('club/vacancies/closed-role-draft');
  });

  it('resolves a path given with slashes, gives Hub children as tiles, and every block kind', async () => {
    const page = await createPagesMemory().page('/women/');
    if (!page.ok) throw new Error('women failed');
    expect(page.value.children.map((c) => c.path)).toEqual([
      '/women/tickets',
      '/women/programme',
      '/women/uzfc-women-academy',
      '/women/player-sponsorship',
    ]);
    expect(page.value.heroImageKey).toBe('page-women-hero');
    const hub = await createPagesMemory().page('tickets-membership');
    expect(hub.ok && new Set(hub.value.blocks.map((b) => b.kind))).toEqual(
      new Set(['rich-text', 'image', 'cards', 'quote', 'buttons']),
    );
    expect((await createPagesMemory().page('club/vacancies/closed-role-draft')).ok).toBe(false);
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
    expect(menus.value.featured.map((m) => m.label)).toHaveLength(3);
    expect(menus.value.footer).toHaveLength(11);
  });

  it('fails on demand', async () => {
    const pages = createPagesMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' });
    expect((await pages.tree()).ok).toBe(false);
    expect((await pages.menus()).ok).toBe(false);
  });
});
