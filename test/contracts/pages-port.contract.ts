import { describe, expect, it } from 'vitest';
import { site, type PageNode, type PagesPort } from '@core';
import { expectErrCode, expectOk, type Make } from './contract-helpers';

interface Visit {
  readonly node: PageNode;
  readonly parent: PageNode | null;
  readonly ancestors: readonly PageNode[];
}

function walk(roots: readonly PageNode[]): Visit[] {
  const out: Visit[] = [];
  const go = (node: PageNode, ancestors: readonly PageNode[]) => {
    out.push({ node, parent: ancestors[ancestors.length - 1] ?? null, ancestors });
    for (const child of node.children) go(child, [...ancestors, node]);
  };
  for (const root of roots) go(root, []);
  return out;
}

const links = (items: readonly { link: string }[]) => items.map((i) => i.link);

/** Every PagesPort adapter keeps these promises, whatever its seed. */
export function pagesPortContract(make: Make<PagesPort>) {
  describe('PagesPort contract', () => {
    it('the tree holds only Published nodes, each fullPath = parent fullPath + "/" + slug', async () => {
      const pages = await make();
      const visits = walk(expectOk(await pages.tree()));
      expect(visits.length).toBeGreaterThan(0);
      for (const { node, parent } of visits) {
        expect(node.postStatus).toBe('Published');
        expect(node.pageSlug).toMatch(/^[a-z0-9-]+$/);
        expect(node.fullPath).toBe(parent ? `${parent.fullPath}/${node.pageSlug}` : node.pageSlug);
        if (parent) expect(node.nestedLevel).toBe(parent.nestedLevel + 1);
        expect([...node.childIds].sort()).toEqual(node.children.map((c) => c.postID).sort());
        expect(['Hub', 'Landing', 'Default']).toContain(node.pageTemplate);
      }
      const ids = visits.map((v) => v.node.postID);
      expect(new Set(ids).size).toBe(ids.length);
      const paths = visits.map((v) => v.node.fullPath);
      expect(new Set(paths).size).toBe(paths.length);
    });

    it('no path is deeper than five segments (the /:slug ... four sub-levels routes)', async () => {
      const pages = await make();
      for (const { node } of walk(expectOk(await pages.tree())))
        expect(node.fullPath.split('/').length).toBeLessThanOrEqual(5);
    });

    it('page(fullPath) resolves every tree node with the same title, template, children and breadcrumbs', async () => {
      const pages = await make();
      for (const { node, ancestors } of walk(expectOk(await pages.tree()))) {
        const page = expectOk(await pages.page(node.fullPath));
        expect(page.title).toBe(node.postTitle);
        expect(page.template).toBe(node.pageTemplate);
        expect(page.fullPath).toBe(node.fullPath);
        expect(Array.isArray(page.blocks)).toBe(true);
        expect(page.children.map((c) => c.path).sort()).toEqual(node.children.map((c) => `/${c.fullPath}`).sort());
        expect(page.breadcrumbs.map((b) => b.path)).toEqual(ancestors.map((a) => `/${a.fullPath}`));
        // the tree tells a redirect or a page with middleware apart without asking for each page
        expect(node.redirect).toEqual(page.redirect);
        expect(node.middleware).toEqual(page.middleware);
      }
    });

    it("a page carries the CMS's redirect and the middleware it names", async () => {
      const pages = await make();
      expect(expectOk(await pages.page('tickets')).redirect).toEqual({ location: '/tickets-membership' });
      expect(expectOk(await pages.page('members-lounge')).middleware).toEqual(['members-only']);
      expect(
        expectOk(await pages.page('junior-supporters').then((r) => (r.ok ? r : pages.page('fans/junior-supporters'))))
          .middleware,
      ).toEqual(['child-friendly']);
      expect(expectOk(await pages.page('contact-us')).redirect).toBeUndefined();
    });

    it('an unknown path is SERVICE.NOT_FOUND', async () => {
      const pages = await make();
      expectErrCode(await pages.page('no-such-page-zz/really-not'), 'SERVICE.NOT_FOUND');
      expectErrCode(await pages.page('no-such-page-zz'), 'SERVICE.NOT_FOUND');
    });

    it('menus hold the primary and error navigation paths; main adds more, some external', async () => {
      const pages = await make();
      const menus = expectOk(await pages.menus());
      for (const path of site.primaryNavPaths) expect(links(menus.primary)).toContain(path);
      for (const path of site.errorNavPaths) expect(links(menus.error)).toContain(path);
      for (const path of site.primaryNavPaths) expect(links(menus.main)).toContain(path);
      expect(links(menus.main)).toEqual(expect.arrayContaining(['/women', '/academy']));
      expect(links(menus.main).filter((l) => /^https?:\/\//.test(l)).length).toBeGreaterThanOrEqual(2);
      expect(menus.featured.length).toBeGreaterThan(0);
      expect(menus.footer.length).toBeGreaterThan(0);
      for (const item of [...menus.primary, ...menus.main, ...menus.featured, ...menus.footer, ...menus.error]) {
        expect(item.label.length).toBeGreaterThan(0);
        expect(item.link.length).toBeGreaterThan(0);
      }
    });
  });
}
