import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  err,
  makeLoadArticle,
  makeLoadRelatedNews,
  ok,
  unavailable,
  type NewsArticle,
  type NewsPort,
  type Result,
  type ServiceError,
} from '@core';
import { createArticleVm as createVm, pickRelated, RELATED_COUNT } from './article-vm';

const createArticleVm = ({ news, slug }: { news: NewsPort; slug: string }) =>
  createVm({ loadArticle: makeLoadArticle({ news }), loadRelatedNews: makeLoadRelatedNews({ news }), slug });
import { deferred, flush } from '../../../shared/testing/deferred';
import { article, fixedNewsPort, summary } from '../testing/news-fixtures';

const all = [summary(1), summary(2, 'women'), summary(3), summary(4), summary(5), summary(6)];
const articles = all.map((s) => article(Number(s.id.slice(1)), s.category.slug));

describe('article view model', () => {
  it('loads the article, then up to three related articles from its category', async () => {
    const vm = createArticleVm({ news: fixedNewsPort(all, articles), slug: 'story-3' });
    vm.start();
    await flush();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.article?.title).toBe('Story number 3');
    expect(vm.state.related.map((r) => r.id)).toEqual(['n1', 'n4', 'n5']);
  });

  it('an unknown slug is not found', async () => {
    const vm = createArticleVm({ news: fixedNewsPort(all, articles), slug: 'nope' });
    vm.start();
    await flush();
    expect(vm.state.status).toEqual({ kind: 'not-found' });
  });

  it('a failure is a catalogued error; retry shows the article', async () => {
    let down = true;
    const healthy = fixedNewsPort(all, articles);
    const flaky: NewsPort = {
      ...healthy,
      article: (s) => (down ? Promise.resolve(err(unavailable('web-api'))) : healthy.article(s)),
    };
    const vm = createArticleVm({ news: flaky, slug: 'story-1' });
    vm.start();
    await flush();
    expect(vm.state.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
    down = false;
    await vm.retry();
    await flush();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.article?.slug).toBe('story-1');
  });

  it('a related-articles failure leaves the article readable', async () => {
    const news: NewsPort = { ...fixedNewsPort(all, articles), list: async () => err(unavailable('web-api')) };
    const vm = createArticleVm({ news, slug: 'story-1' });
    vm.start();
    await flush();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.related).toEqual([]);
  });

  it('a slower earlier load does not overwrite a newer one', async () => {
    const answers = [deferred<Result<NewsArticle, ServiceError>>(), deferred<Result<NewsArticle, ServiceError>>()];
    let call = 0;
    const news: NewsPort = { ...fixedNewsPort(all, articles), article: () => answers[call++]!.promise };
    const vm = createArticleVm({ news, slug: 'story-1' });
    vm.start();
    void vm.retry();
    answers[1]!.resolve(ok(article(1)));
    await flush();
    answers[0]!.resolve(err(unavailable('web-api')));
    await flush();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.article?.id).toBe('n1');
  });
});

describe('pickRelated', () => {
  it('never includes the article itself and takes at most three, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(8), { maxLength: 10 }), fc.nat(8), (ids, self) => {
        const candidates = ids.map((n) => summary(n));
        const picked = pickRelated({ id: `n${self}` }, candidates);
        expect(picked.length).toBeLessThanOrEqual(RELATED_COUNT);
        expect(picked.some((p) => p.id === `n${self}`)).toBe(false);
        expect(picked).toEqual(candidates.filter((c) => c.id !== `n${self}`).slice(0, RELATED_COUNT));
      }),
    );
  });
});
