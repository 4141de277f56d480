import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeSearchVideos, site, type VideoPort, type VideoSearchQuery, type VideoSummary } from '@core';
import { flush } from '../../../shared/testing/deferred';
import { appendVideos, createVideoSearchVm as createVm, resultsText, type VideoListFilters } from './video-search-vm';

/** the view model over the search use case made from a port */
const createVideoSearchVm = ({ video, ...rest }: { video: VideoPort; filters: VideoListFilters; pageSize: number }) =>
  createVm({ searchVideos: makeSearchVideos({ video }), ...rest });
import { catalogueMemory, catalogueVideos, newestFirst } from '../testing/catalogue-memory';

const pageSize = site.videoSearch.pageSize;
const ids = (vs: readonly VideoSummary[]) => vs.map((v) => v.videoID);

/** what the catalogue holds for these filters, newest first */
async function expected(filters: VideoListFilters): Promise<VideoSummary[]> {
  const r = await catalogueMemory().search({ ...filters, pageIndex: 0, pageSize: 1000 });
  return r.ok ? [...r.value.items] : [];
}

describe('appendVideos (property)', () => {
  const list = fc.array(fc.constantFrom(...catalogueVideos.slice(0, 6)), { maxLength: 8 });
  it('keeps what is shown, adds each new video once, in order', () => {
    fc.assert(
      fc.property(list, list, (rawShown, incoming) => {
        const shown = appendVideos([], rawShown);
        const out = appendVideos(shown, incoming);
        expect(out.slice(0, shown.length)).toEqual(shown);
        expect(new Set(ids(out)).size).toBe(out.length);
        expect(new Set(ids(out))).toEqual(new Set([...ids(shown), ...ids(incoming)]));
      }),
    );
  });
});

describe('resultsText (property)', () => {
  it("is silent while loading, 'No results found' for none, and counts otherwise", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.nat(3), fc.boolean(), (total, shownRaw, page, isLoading) => {
        const shown = Math.min(shownRaw, total);
        const text = resultsText(
          { status: isLoading ? { kind: 'loading' } : { kind: 'ready' }, items: Array(shown).fill(0), total, page },
          'No results found',
        );
        if (isLoading || page === 0) expect(text).toBe('');
        else if (total === 0) expect(text).toBe('No results found');
        else if (shown === total) expect(text).toBe(`${total} ${total === 1 ? 'video' : 'videos'}`);
        // 'Showing 0 of 1 video': the noun follows the total (a rare case the property once missed)
        else expect(text).toBe(`Showing ${shown} of ${total} ${total === 1 ? 'video' : 'videos'}`);
      }),
    );
  });
});

describe('video search view model', () => {
  it('searches page 0 with the filters and the configured page size, then appends the next page', async () => {
    const port = catalogueMemory();
    const vm = createVideoSearchVm({ video: port, filters: { query: '' }, pageSize });
    vm.start();
    await flush();
    expect(port.searches[0]).toEqual({ query: '', pageIndex: 0, pageSize: 12 });
    expect(ids(vm.state.items)).toEqual(ids(newestFirst(catalogueVideos).slice(0, 12)));
    expect(vm.state.total).toBe(catalogueVideos.length);
    await vm.loadMore();
    expect(port.searches[1]).toMatchObject({ pageIndex: 1, pageSize: 12 });
    expect(vm.state.items).toHaveLength(24);
    expect(vm.state.firstNewId).toBe(vm.state.items[12]!.videoID);
    await vm.loadMore();
    // the shared seed holds three pages of twelve (25 to 36 videos)
    expect(vm.state.items).toHaveLength(catalogueVideos.length);
    await vm.loadMore(); // nothing more: no request
    expect(port.searches).toHaveLength(3);
  });

  it('drops an answer for older filters that arrives after the newer one', async () => {
    let release: Array<() => void> = [];
    const base = catalogueMemory();
    const port: VideoPort = {
      ...base,
      search: (q: VideoSearchQuery) =>
        new Promise((resolve) => {
          release.push(() => void base.search(q).then(resolve));
        }),
    };
    const vm = createVideoSearchVm({ video: port, filters: { query: '' }, pageSize });
    vm.start();
    void vm.apply({ query: '', team: 'Women' });
    const [first, second] = release;
    release = [];
    second!();
    await flush();
    first!(); // the stale, unfiltered answer comes last
    await flush();
    expect(vm.state.items.every((v) => v.team === 'Women')).toBe(true);
    expect(ids(vm.state.items)).toEqual(ids((await expected({ query: '', team: 'Women' })).slice(0, 12)));
  });

  it('a failed "load more" keeps the cards; retry asks for the same next page', async () => {
    const port = catalogueMemory();
    const vm = createVideoSearchVm({ video: port, filters: { query: '' }, pageSize });
    vm.start();
    await flush();
    port.failWith('SERVICE.UNAVAILABLE');
    await vm.loadMore();
    expect(vm.state.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
    expect(vm.state.items).toHaveLength(12);
    port.failWith(undefined);
    await vm.retry();
    expect(port.searches.at(-1)).toMatchObject({ pageIndex: 1 });
    expect(vm.state.items).toHaveLength(24);
    expect(vm.state.status).toEqual({ kind: 'ready' });
  });

  it('a failed search for new filters keeps what was shown; retry searches those filters', async () => {
    const port = catalogueMemory();
    const vm = createVideoSearchVm({ video: port, filters: { query: '' }, pageSize });
    vm.start();
    await flush();
    port.failWith('SERVICE.INVALID_RESPONSE');
    await vm.apply({ query: '', duration: 'long' });
    expect(vm.state.status.kind).toBe('error');
    expect(vm.state.items).toHaveLength(12);
    port.failWith(undefined);
    await vm.retry();
    expect(vm.state.items.every((v) => v.durationSeconds > 600)).toBe(true);
    expect(port.searches.at(-1)).toMatchObject({ duration: 'long', pageIndex: 0 });
  });

  it('any interleaving of filter changes, "load more" and answers ends with the newest filters only, in order, without duplicates (property)', async () => {
    const filters = fc
      .record({
        query: fc.constantFrom('', 'clip 1', 'interviews'),
        team: fc.constantFrom(undefined, 'Men' as const, 'Academy' as const),
        duration: fc.constantFrom(undefined, 'short' as const, 'long' as const),
      })
      .map(
        (f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as unknown as VideoListFilters,
      );
    const action = fc.oneof(
      filters.map((f) => ({ kind: 'apply' as const, f })),
      fc.constant({ kind: 'more' as const }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.tuple(action, fc.boolean()), { maxLength: 6 }),
        async (s, actions) => {
          const base = catalogueMemory();
          const port: VideoPort = { ...base, search: s.scheduleFunction((q: VideoSearchQuery) => base.search(q)) };
          const vm = createVideoSearchVm({ video: port, filters: { query: '' }, pageSize: 5 });
          vm.start();
          for (const [a, settleOne] of actions) {
            // each action starts while earlier answers may still be pending, in any order
            if (a.kind === 'apply') void vm.apply(a.f);
            else void vm.loadMore();
            if (settleOne && s.count() > 0) await s.waitOne();
          }
          await s.waitAll();
          await flush();
          const want = await expected(vm.state.query);
          expect(vm.state.status.kind).toBe('ready');
          expect(ids(vm.state.items)).toEqual(ids(want.slice(0, vm.state.page * 5)));
          expect(vm.state.total).toBe(want.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
