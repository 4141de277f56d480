import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeLoadNewsList, makeLoadNewsPage, site } from '@core';
import { createHomeVm, splitHero } from './home-vm';
import { flush } from '../../shared/testing/deferred';
import { fixedNewsPort, summary } from '../news/testing/news-fixtures';

describe('home view model', () => {
  it('loads the newest page of all news at the site page size and appends more', async () => {
    const all = Array.from({ length: 30 }, (_, i) => summary(i + 1));
    const news = fixedNewsPort(all);
    const vm = createHomeVm({ loadNewsList: makeLoadNewsList({ news }), loadNewsPage: makeLoadNewsPage({ news }) });
    vm.start();
    await flush();
    expect(vm.state.items).toHaveLength(site.newsPaging.listPageSize);
    const { hero, grid } = splitHero(vm.state.items);
    expect(hero?.id).toBe('n1');
    expect(grid).toHaveLength(site.newsPaging.listPageSize - 1);
    await vm.loadMore();
    expect(vm.state.items).toHaveLength(2 * site.newsPaging.listPageSize);
  });
});

describe('splitHero', () => {
  it('the hero is the first item and the grid the rest, nothing lost or repeated (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { maxLength: 20 }), (ns) => {
        const items = ns.map((n) => summary(n));
        const { hero, grid } = splitHero(items);
        expect(hero).toEqual(items[0] ?? null);
        expect(hero ? [hero, ...grid] : grid).toEqual(items);
      }),
    );
  });
});
