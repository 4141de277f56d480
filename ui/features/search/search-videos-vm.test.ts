import fc from 'fast-check';
import { err, makeSearchVideos, ok, site, unavailable, type SearchVideos, type VideoSearchQuery } from '@core';
import { catalogueMemory, catalogueVideos, newestFirst } from '../videos/testing/catalogue-memory';
import { createSearchVideosVm } from './search-videos-vm';

const pageSize = site.videoSearch.pageSize;
// expectations follow the one shared seed, so it can grow without breaking these tests
const matching = (text: string) =>
  newestFirst(catalogueVideos.filter((v) => `${v.title} ${v.description}`.toLowerCase().includes(text)));

const make = (port = catalogueMemory()) => {
  const log = vi.fn();
  return { port, log, vm: createSearchVideosVm({ searchVideos: makeSearchVideos({ video: port }), pageSize, log }) };
};

describe('createSearchVideosVm', () => {
  it('searches the catalogue only for submitted text: page 1 of 12, newest first', async () => {
    const { vm, port } = make();
    expect(port.searches).toHaveLength(0);
    await vm.search('  full   match ');
    expect(port.searches).toEqual([expect.objectContaining({ query: 'full match', pageIndex: 0, pageSize: 12 })]);
    expect(vm.state.submittedTerm).toBe('full match');
    const expected = matching('full match');
    expect(expected.length).toBeGreaterThan(1);
    expect(vm.state.list).toMatchObject({ status: { kind: 'ready' }, page: 1, total: expected.length });
    expect(vm.state.list?.items.map((v) => v.videoID).slice(0, 2)).toEqual(expected.slice(0, 2).map((v) => v.videoID));
  });

  it('a blank submit does not search and clears the tab', async () => {
    const { vm, port } = make();
    await vm.search('uzfc');
    await vm.search('   ');
    expect(port.searches).toHaveLength(1);
    expect(vm.state).toEqual({ submittedTerm: '', list: null });
  });

  it('loads more pages of the same term and keeps the cards shown', async () => {
    const { vm, port } = make();
    const total = matching('uzfc').length;
    expect(total).toBeGreaterThan(24);
    await vm.search('uzfc');
    expect(vm.state.list?.items).toHaveLength(12);
    await vm.loadMore();
    expect(port.searches.at(-1)).toMatchObject({ query: 'uzfc', pageIndex: 1, pageSize: 12 });
    expect(vm.state.list).toMatchObject({ page: 2, lastAdded: 12, total });
    expect(vm.state.list?.items).toHaveLength(24);
  });

  it('a failure is logged and shows no cards and no count of an older search; retry recovers', async () => {
    const { vm, port, log } = make();
    await vm.search('uzfc');
    port.failWith('SERVICE.UNAVAILABLE');
    await vm.search('interview');
    expect(vm.state.list).toMatchObject({
      status: { kind: 'error', code: 'SERVICE.UNAVAILABLE' },
      items: [],
      total: 0,
      page: 0,
    });
    expect(log).toHaveBeenCalledWith('Video search failed', expect.objectContaining({ code: 'SERVICE.UNAVAILABLE' }));
    port.failWith(undefined);
    await vm.retry();
    expect(port.searches.at(-1)).toMatchObject({ query: 'interview', pageIndex: 0 });
    expect(vm.state.list?.status).toEqual({ kind: 'ready' });
  });

  it('a port that throws is told to the fan as a failure, never an endless search', async () => {
    const { vm } = {
      vm: createSearchVideosVm({
        searchVideos: async () => {
          throw new Error('bug');
        },
        pageSize,
        log: () => {},
      }),
    };
    await vm.search('clip');
    expect(vm.state.list?.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
  });

  // Races: a fan submits again while older searches are still in flight, and the service
  // answers in any order. The tab always shows the answer for its own last term only.
  it("never shows an older search's videos under a newer term (scheduled races)", async () => {
    const answerFor = (q: VideoSearchQuery) =>
      (q.query ?? '').includes('!')
        ? err(unavailable('videos'))
        : ok({
            items: [{ ...catalogueVideos[0]!, videoID: `${q.query}|${q.pageIndex}` }],
            total: 3,
            pageIndex: q.pageIndex ?? 0,
            pageSize,
          });
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(
          fc.oneof(
            fc.constantFrom('cup', 'derby', ' ', 'goal!').map((term) => ({ kind: 'search' as const, term })),
            fc.constant({ kind: 'more' as const }),
            fc.constant({ kind: 'retry' as const }),
          ),
          { maxLength: 12 },
        ),
        async (s, steps) => {
          const searchVideos: SearchVideos = s.scheduleFunction(async (q: VideoSearchQuery) => answerFor(q));
          const vm = createSearchVideosVm({ searchVideos, pageSize, log: () => {} });
          const pending: Promise<void>[] = [];
          for (const st of steps) {
            if (st.kind === 'search') pending.push(vm.search(st.term));
            else if (st.kind === 'more') pending.push(vm.loadMore());
            else pending.push(vm.retry());
          }
          await s.waitAll();
          await Promise.all(pending);
          const { submittedTerm, list } = vm.state;
          for (const v of list?.items ?? []) expect(v.videoID.split('|')[0]).toBe(submittedTerm);
          if (submittedTerm.trim() === '') expect(list).toBeNull();
          else expect(list?.status.kind).toBe(submittedTerm.includes('!') ? 'error' : 'ready');
        },
      ),
      { numRuns: 150 },
    );
  });
});
