import { notFound, ok, type ContentPage, type PageNode, type PagesPort, type SiteMenus } from '@core';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';
import { buildPageTree, memorySeed, type PageSeed } from '../seed';

export interface PagesSeed {
  readonly pages: readonly PageSeed[];
  readonly menus: SiteMenus;
}

const defaultSeed: PagesSeed = { pages: memorySeed.pages, menus: memorySeed.menus };

interface Entry {
  readonly node: PageNode;
  readonly seed: PageSeed;
  readonly ancestors: readonly PageNode[];
}

function index(tree: readonly PageNode[], seeds: readonly PageSeed[]): Map<string, Entry> {
  const byPath = new Map<string, Entry>();
  const go = (nodes: readonly PageNode[], pageSeeds: readonly PageSeed[], ancestors: readonly PageNode[]) => {
    nodes.forEach((node, i) => {
      const seed = pageSeeds[i]!;
      byPath.set(node.fullPath, { node, seed, ancestors });
      go(node.children, seed.children ?? [], [...ancestors, node]);
    });
  };
  go(tree, seeds, []);
  return byPath;
}

function contentPage({ node, seed, ancestors }: Entry): ContentPage {
  return {
    id: node.postID,
    title: node.postTitle,
    template: node.pageTemplate,
    fullPath: node.fullPath,
    summary: seed.summary,
    ...(seed.hero ? { heroImageKey: seed.hero.imageKey, heroImageAlt: seed.hero.alt } : {}),
    blocks: seed.blocks ?? [],
    children: node.children.map((c, i) => ({
      title: c.postTitle,
      path: `/${c.fullPath}`,
      summary: seed.children?.[i]?.summary ?? '',
      ...(seed.children?.[i]?.hero ? { imageKey: seed.children[i]!.hero!.imageKey } : {}),
    })),
    breadcrumbs: ancestors.map((a) => ({ title: a.postTitle, path: `/${a.fullPath}` })),
    publishedAt: `${node.publishedDate}T${node.publishedTime}Z`,
    ...(seed.redirect ? { redirect: seed.redirect } : {}),
    ...(seed.middleware ? { middleware: seed.middleware } : {}),
  };
}

export function createPagesMemory(
  seed: PagesSeed = defaultSeed,
  options: MemoryOptions = {},
): PagesPort & MemoryControls {
  const behaviour = memoryBehaviour('web-api', options);
  const tree = buildPageTree(seed.pages);
  const byPath = index(tree, seed.pages);
  return {
    failWith: behaviour.failWith,
    // a leading or trailing slash is forgiven: callers pass router paths
    page: (fullPath) =>
      behaviour.respond(() => {
        const entry = byPath.get(fullPath.replace(/^\/+|\/+$/g, ''));
        return entry ? ok(contentPage(entry)) : { ok: false as const, error: notFound('web-api') };
      }),
    tree: () => behaviour.respond(() => ok(tree)),
    menus: () => behaviour.respond(() => ok(seed.menus)),
  };
}
