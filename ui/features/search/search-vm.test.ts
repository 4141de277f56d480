import fc from 'fast-check';
import { err, ok, unavailable, type NewsSearchResult, type SearchNews, type SearchNewsRequest } from '@core';
import { createSearchVm, type SearchVm } from './search-vm';
import { flush } from '../../shared/testing/deferred';

/** A deterministic fake answer: each request gets hits that name it, so stale results are recognisable. */
const answerFor = (r: SearchNewsRequest): NewsSearchResult => ({
  hits: [
    {
      slug: `${r.term}|${r.filter}|${r.sort}|${r.page}`,
      title: r.term,
      publishedDate: '2025-08-03T12:00:00Z',
      category: 'News',
      imageKey: 'k',
    },
  ],
  found: 40,
});
const fails = (term: string) => term.includes('!');

const makeVm = (searchNews: SearchNews = vi.fn(async (r: SearchNewsRequest) => ok(answerFor(r)))) => {
  const onOpenChange = vi.fn();
  const log = vi.fn();
  return { vm: createSearchVm({ searchNews, onOpenChange, log }), searchNews, onOpenChange, log };
};

describe('createSearchVm', () => {
  it('typing alone never searches; submit searches page 1 of the trimmed term', async () => {
    const searchNews = vi.fn(async (r: SearchNewsRequest) => ok(answerFor(r)));
    const { vm } = makeVm(searchNews);
    vm.setTerm('  cup final ');
    expect(searchNews).not.toHaveBeenCalled();
    await vm.submit();
    expect(searchNews).toHaveBeenCalledWith({ term: 'cup final', filter: 'all', sort: 'date', page: 1 });
    expect(vm.state).toMatchObject({ submittedTerm: 'cup final', status: 'done', found: 40, start: 0 });
  });

  it('a blank submit does not search and stays idle', async () => {
    const searchNews = vi.fn(async (r: SearchNewsRequest) => ok(answerFor(r)));
    const { vm } = makeVm(searchNews);
    vm.setTerm('   ');
    await vm.submit();
    expect(searchNews).not.toHaveBeenCalled();
    expect(vm.state.status).toBe('idle');
  });

  it('filter, sort and page changes re-run only once a term was submitted', async () => {
    const searchNews = vi.fn(async (r: SearchNewsRequest) => ok(answerFor(r)));
    const { vm } = makeVm(searchNews);
    await vm.setFilter('exact');
    await vm.setSort('relevance');
    await vm.goToPage(3);
    expect(searchNews).not.toHaveBeenCalled();
    vm.setTerm('derby');
    await vm.submit();
    await vm.goToPage(3);
    expect(searchNews).toHaveBeenLastCalledWith({ term: 'derby', filter: 'exact', sort: 'relevance', page: 3 });
    expect(vm.state.start).toBe(16);
    await vm.setSort('date');
    expect(searchNews).toHaveBeenLastCalledWith({ term: 'derby', filter: 'exact', sort: 'date', page: 1 });
  });

  it('a failure is logged and finishes with no results, marked unavailable (not an empty answer)', async () => {
    const { vm, log } = makeVm(vi.fn(async () => err(unavailable('news-search'))));
    vm.setTerm('cup');
    await vm.submit();
    expect(vm.state).toMatchObject({ status: 'done', hits: [], found: 0, unavailable: true });
    expect(log).toHaveBeenCalledWith('News search failed', unavailable('news-search'));
  });

  it('retry runs the same search again; an answer clears the unavailable flag', async () => {
    let down = true;
    const searchNews = vi.fn(async (r: SearchNewsRequest) =>
      down ? err(unavailable('news-search')) : ok(answerFor(r)),
    );
    const { vm } = makeVm(searchNews);
    vm.setTerm('cup');
    await vm.submit();
    await vm.goToPage(2);
    expect(vm.state.unavailable).toBe(true);
    down = false;
    await vm.retry();
    expect(searchNews).toHaveBeenLastCalledWith({ term: 'cup', filter: 'all', sort: 'date', page: 2 });
    expect(vm.state).toMatchObject({ status: 'done', found: 40, unavailable: false });
  });

  it('an empty answer is not unavailable', async () => {
    const { vm } = makeVm(vi.fn(async () => ok({ hits: [], found: 0 })));
    vm.setTerm('zzz');
    await vm.submit();
    expect(vm.state).toMatchObject({ status: 'done', found: 0, unavailable: false });
  });

  describe('the Videos tab', () => {
    const fakeVideos = () => {
      const state = { submittedTerm: '' };
      return {
        state,
        search: vi.fn(async (term: string) => {
          state.submittedTerm = term;
        }),
      };
    };

    it('a submit on the Videos tab searches videos, not news; the News tab then searches the same term', async () => {
      const { vm, searchNews } = makeVm();
      const videos = fakeVideos();
      await vm.setTab('videos');
      await vm.attachVideos(videos);
      expect(videos.search).not.toHaveBeenCalled();
      vm.setTerm(' derby ');
      await vm.submit();
      expect(videos.search).toHaveBeenCalledWith('derby');
      expect(searchNews).not.toHaveBeenCalled();
      expect(vm.state.status).toBe('idle');
      await vm.setTab('news');
      expect(searchNews).toHaveBeenCalledWith({ term: 'derby', filter: 'all', sort: 'date', page: 1 });
    });

    it('a term submitted on News is searched on Videos when that tab opens (once its code arrives), and not again', async () => {
      const { vm, searchNews } = makeVm();
      vm.setTerm('cup');
      await vm.submit();
      await vm.setTab('videos');
      const videos = fakeVideos();
      await vm.attachVideos(videos);
      expect(videos.search).toHaveBeenCalledWith('cup');
      await vm.setTab('news');
      await vm.setTab('videos');
      expect(videos.search).toHaveBeenCalledTimes(1);
      expect(searchNews).toHaveBeenCalledTimes(1);
    });

    it('typing alone searches neither tab, and switching tabs without a submitted term searches nothing', async () => {
      const { vm, searchNews } = makeVm();
      const videos = fakeVideos();
      await vm.attachVideos(videos);
      vm.setTerm('cup');
      await vm.setTab('videos');
      await vm.setTab('news');
      expect(videos.search).not.toHaveBeenCalled();
      expect(searchNews).not.toHaveBeenCalled();
    });
  });

  it('open and close go through onOpenChange', () => {
    const { vm, onOpenChange } = makeVm();
    vm.open();
    vm.close();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  // Races: typing and searching again while an older search is still in flight.
  // The scheduler resolves the fake service's answers in any order; at every step a
  // 'done' panel must show the answer for exactly its current parameters.
  type Step =
    | { kind: 'type'; term: string }
    | { kind: 'submit' }
    | { kind: 'filter'; value: 'all' | 'exact' }
    | { kind: 'sort'; value: 'date' | 'relevance' }
    | { kind: 'page'; value: number }
    | { kind: 'resolve' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('type' as const), term: fc.constantFrom('', ' ', 'cup', 'derby', 'goal!', 'kit') }),
    fc.constant({ kind: 'submit' as const }),
    fc.record({ kind: fc.constant('filter' as const), value: fc.constantFrom('all' as const, 'exact' as const) }),
    fc.record({ kind: fc.constant('sort' as const), value: fc.constantFrom('date' as const, 'relevance' as const) }),
    fc.record({ kind: fc.constant('page' as const), value: fc.integer({ min: 1, max: 5 }) }),
    fc.constant({ kind: 'resolve' as const }),
  );

  const expectConsistent = (vm: SearchVm) => {
    const s = vm.state;
    if (s.status !== 'done') return;
    const request = { term: s.submittedTerm, filter: s.filter, sort: s.sort, page: s.page };
    if (fails(s.submittedTerm)) expect(s.hits).toEqual([]);
    else expect(s.hits).toEqual(answerFor(request).hits);
  };

  it('never lets an older answer overwrite a newer one (scheduled races)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.array(step, { maxLength: 25 }), async (s, steps) => {
        const searchNews = s.scheduleFunction(async (r: SearchNewsRequest) =>
          fails(r.term) ? err(unavailable('news-search')) : ok(answerFor(r)),
        );
        const { vm } = makeVm(searchNews);
        const pending: Promise<void>[] = [];
        for (const st of steps) {
          if (st.kind === 'type') vm.setTerm(st.term);
          else if (st.kind === 'submit') pending.push(vm.submit());
          else if (st.kind === 'filter') pending.push(vm.setFilter(st.value));
          else if (st.kind === 'sort') pending.push(vm.setSort(st.value));
          else if (st.kind === 'page') pending.push(vm.goToPage(st.value));
          else if (s.count() > 0) {
            await s.waitOne();
            await flush();
          }
          expectConsistent(vm);
        }
        await s.waitAll();
        await Promise.all(pending);
        // once everything settled: a submitted term is always finished, showing its own answer
        if (vm.state.submittedTerm.trim() !== '') expect(vm.state.status).toBe('done');
        else expect(vm.state.status).toBe('idle');
        expectConsistent(vm);
      }),
      { numRuns: 200 },
    );
  });
});
