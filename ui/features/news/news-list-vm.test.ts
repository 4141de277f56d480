import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  err,
  ok,
  unavailable,
  notFound,
  makeLoadNewsList,
  makeLoadNewsPage,
  type NewsListFilter,
  type NewsPage,
  type NewsPort,
  type NewsQuery,
  type Result,
  type ServiceError,
} from '@core';
import { canLoadMore, createNewsListVm as createVm } from './news-list-vm';
import { deferred, flush, type Deferred } from '../../shared/testing/deferred';
import { fixedNewsPort, fixtureCategories, summary } from './testing/news-fixtures';

/** the view model over the news use cases made from a port */
const createNewsListVm = ({ news, ...rest }: { news: NewsPort; filter: NewsListFilter; pageSize: number }) =>
  createVm({ loadNewsList: makeLoadNewsList({ news }), loadNewsPage: makeLoadNewsPage({ news }), ...rest });

const seven = Array.from({ length: 7 }, (_, i) => summary(i + 1, i % 2 === 0 ? 'first-team' : 'women'));

/** A port whose list answers are finished by the test, in any order. */
function manualNewsPort() {
  const calls: { query: NewsQuery; answer: Deferred<Result<NewsPage, ServiceError>> }[] = [];
  const port: NewsPort = {
    list(query) {
      const answer = deferred<Result<NewsPage, ServiceError>>();
      calls.push({ query, answer });
      return answer.promise;
    },
    article: async () => err(notFound('web-api')),
    categories: async () => ok(fixtureCategories),
  };
  return { port, calls };
}

const pageOf = (ids: number[], page: number, total: number): Result<NewsPage, ServiceError> =>
  ok({ items: ids.map((n) => summary(n)), page, pageSize: 3, total });

describe('news list view model', () => {
  it('loads the first page, then appends the next pages until all are shown', async () => {
    const vm = createNewsListVm({ news: fixedNewsPort(seven), filter: {}, pageSize: 3 });
    expect(vm.state.status.kind).toBe('loading');
    vm.start();
    await flush();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.items.map((s) => s.id)).toEqual(['n1', 'n2', 'n3']);
    expect(vm.state.total).toBe(7);
    expect(vm.state.categories).toHaveLength(3);
    expect(canLoadMore(vm.state)).toBe(true);

    await vm.loadMore();
    expect(vm.state.items.map((s) => s.id)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(vm.state.lastAdded).toBe(3);
    expect(vm.state.firstNewId).toBe('n4');

    await vm.loadMore();
    expect(vm.state.items).toHaveLength(7);
    expect(vm.state.lastAdded).toBe(1);
    expect(vm.state.firstNewId).toBe('n7');
    expect(canLoadMore(vm.state)).toBe(false);
  });

  it('filters by a known category and shows its title', async () => {
    const vm = createNewsListVm({ news: fixedNewsPort(seven), filter: { category: 'women' }, pageSize: 12 });
    vm.start();
    await flush();
    expect(vm.state.category).toEqual({ slug: 'women', title: 'Women' });
    expect(vm.state.items.every((s) => s.category.slug === 'women')).toBe(true);
    expect(vm.state.items).toHaveLength(3);
  });

  it('an unknown category is not found', async () => {
    const vm = createNewsListVm({ news: fixedNewsPort(seven), filter: { category: 'cricket' }, pageSize: 12 });
    vm.start();
    await flush();
    expect(vm.state.status).toEqual({ kind: 'not-found' });
  });

  it('a NOT_FOUND from the service is a 404, other failures are catalogued errors that retry', async () => {
    const missing: NewsPort = { ...fixedNewsPort(seven), list: async () => err(notFound('web-api')) };
    const vm404 = createNewsListVm({ news: missing, filter: { year: 1999 }, pageSize: 3 });
    vm404.start();
    await flush();
    expect(vm404.state.status).toEqual({ kind: 'not-found' });

    let down = true;
    const healthy = fixedNewsPort(seven);
    const flaky: NewsPort = {
      ...healthy,
      list: (q) => (down ? Promise.resolve(err(unavailable('web-api'))) : healthy.list(q)),
    };
    const vm = createNewsListVm({ news: flaky, filter: {}, pageSize: 3 });
    vm.start();
    await flush();
    expect(vm.state.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
    down = false;
    await vm.retry();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.items).toHaveLength(3);
  });

  it('a failed "load more" keeps the cards, exposes the code, and retry loads the next page', async () => {
    let failNext = false;
    const healthy = fixedNewsPort(seven);
    const flaky: NewsPort = {
      ...healthy,
      list: (q) => (failNext ? Promise.resolve(err(unavailable('web-api'))) : healthy.list(q)),
    };
    const vm = createNewsListVm({ news: flaky, filter: {}, pageSize: 3 });
    vm.start();
    await flush();
    failNext = true;
    await vm.loadMore();
    expect(vm.state.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
    expect(vm.state.items.map((s) => s.id)).toEqual(['n1', 'n2', 'n3']);
    expect(vm.state.loadingMore).toBe(false);

    failNext = false;
    await vm.retry();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.items.map((s) => s.id)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
  });

  it('never shows an article twice when pages overlap (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (pages) => {
          const port: NewsPort = {
            list: async (q) => pageOf(pages[q.page - 1] ?? [], q.page, 100),
            article: async () => err(notFound('web-api')),
            categories: async () => ok(fixtureCategories),
          };
          const vm = createNewsListVm({ news: port, filter: {}, pageSize: 3 });
          vm.start();
          await flush();
          for (let i = 1; i < pages.length; i++) await vm.loadMore();
          const ids = vm.state.items.map((s) => s.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(new Set(ids)).toEqual(new Set(pages.flat().map((n) => `n${n}`)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a slower earlier load that finishes after a newer one does not overwrite it', async () => {
    const { port, calls } = manualNewsPort();
    const vm = createNewsListVm({ news: port, filter: {}, pageSize: 3 });
    vm.start(); // e.g. StrictMode: the first start
    vm.start(); // the newer load
    expect(calls).toHaveLength(2);
    calls[1]!.answer.resolve(pageOf([7, 8, 9], 1, 9));
    await flush();
    calls[0]!.answer.resolve(pageOf([1, 2, 3], 1, 3));
    await flush();
    expect(vm.state.items.map((s) => s.id)).toEqual(['n7', 'n8', 'n9']);
    expect(vm.state.total).toBe(9);
  });

  it('a "load more" still in flight when the list reloads is dropped', async () => {
    const { port, calls } = manualNewsPort();
    const vm = createNewsListVm({ news: port, filter: {}, pageSize: 3 });
    vm.start();
    calls[0]!.answer.resolve(pageOf([1, 2, 3], 1, 9));
    await flush();
    const more = vm.loadMore();
    expect(vm.state.loadingMore).toBe(true);
    vm.start();
    calls[2]!.answer.resolve(pageOf([4, 5, 6], 1, 9));
    await flush();
    calls[1]!.answer.resolve(pageOf([10, 11, 12], 2, 9));
    await more;
    await flush();
    expect(vm.state.items.map((s) => s.id)).toEqual(['n4', 'n5', 'n6']);
    expect(vm.state.loadingMore).toBe(false);
    expect(vm.state.page).toBe(1);
  });

  it('answers arriving after the page is disposed are ignored', async () => {
    const { port, calls } = manualNewsPort();
    const vm = createNewsListVm({ news: port, filter: {}, pageSize: 3 });
    const dispose = vm.start();
    dispose();
    calls[0]!.answer.resolve(pageOf([1, 2, 3], 1, 3));
    await flush();
    expect(vm.state.status.kind).toBe('loading');
    expect(vm.state.items).toEqual([]);
  });

  it('ignores "load more" while one is running (no double pages)', async () => {
    const { port, calls } = manualNewsPort();
    const vm = createNewsListVm({ news: port, filter: {}, pageSize: 3 });
    vm.start();
    calls[0]!.answer.resolve(pageOf([1, 2, 3], 1, 9));
    await flush();
    void vm.loadMore();
    void vm.loadMore();
    expect(calls).toHaveLength(2);
  });
});

describe('canLoadMore', () => {
  it('is true exactly when a page has loaded, nothing runs and pages remain (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.integer({ min: 1, max: 20 }),
        fc.nat(200),
        fc.boolean(),
        fc.constantFrom('loading', 'ready', 'error', 'not-found'),
        (page, pageSize, total, loadingMore, kind) => {
          const status = kind === 'error' ? ({ kind, code: 'SERVICE.UNAVAILABLE' } as const) : ({ kind } as const);
          // only a settled list loads more: after a failure, retry repeats what failed
          const expected = page > 0 && !loadingMore && kind === 'ready' && page * pageSize < total;
          expect(canLoadMore({ page, pageSize, total, loadingMore, status })).toBe(expected);
        },
      ),
    );
  });
});
