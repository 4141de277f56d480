/**
 * PagesPort in memory over the shared page seed (protocol/pages/): the web API's own answers
 * (tree, page by path, menus) mapped by the HTTP adapter's schemas and mappers.
 */
import { notFound, ok, type PagesPort } from '@core';
import { seedMenus } from '@protocol/pages/menus-seed';
import { createPageAnswers } from '@protocol/pages/pages-answers';
import { seedPagesAt, type SeedPage } from '@protocol/pages/pages-seed';
import { menusWireSchema, pageByPathWireSchema, pageTreeWireSchema } from '../../http/pages/pages-schema';
import { toContentPage, toPageTree, toSiteMenus } from '../../http/pages/pages-wire-map';
import { fromWire } from '../shared/from-wire';
import { memorySeedNowMs } from '../seed/memory-seed-start';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';

export interface PagesSeed {
  readonly pages: readonly SeedPage[];
  readonly menus: typeof seedMenus;
}

const defaultSeed: PagesSeed = { pages: seedPagesAt(memorySeedNowMs), menus: seedMenus };

export function createPagesMemory(
  seed: PagesSeed = defaultSeed,
  options: MemoryOptions = {},
): PagesPort & MemoryControls {
  const behaviour = memoryBehaviour('web-api', options);
  const answers = createPageAnswers(seed.pages);
  const tree = fromWire(pageTreeWireSchema, answers.tree(), toPageTree);
  const menus = fromWire(menusWireSchema, { menus: seed.menus }, toSiteMenus);
  return {
    failWith: behaviour.failWith,
    // a leading or trailing slash is forgiven: callers pass router paths
    page: (fullPath) =>
      behaviour.respond(() => {
        const answer = answers.byPath(fullPath);
        const page = answer && fromWire(pageByPathWireSchema, answer, toContentPage);
        return page ? ok(page) : { ok: false as const, error: notFound('web-api') };
      }),
    tree: () => behaviour.respond(() => ok(tree)),
    menus: () => behaviour.respond(() => ok(menus)),
  };
}
