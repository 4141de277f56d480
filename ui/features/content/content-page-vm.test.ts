import { describe, expect, it } from 'vitest';
import {
  err,
  makeLoadContentPage,
  notFound,
  ok,
  unavailable,
  type ContentPage,
  type PagesPort,
  type Result,
  type ServiceError,
} from '@core';
import { createContentPageVm as createVm } from './content-page-vm';

const createContentPageVm = ({ pages, fullPath }: { pages: PagesPort; fullPath: string }) =>
  createVm({
    loadContentPage: makeLoadContentPage({ pages, ownPath: (a) => (/^\/(?![/\\])/.test(a) ? a : null) }),
    fullPath,
  });
import { deferred, flush } from '../../shared/testing/deferred';

const page = (title: string): ContentPage => ({
  id: title,
  title,
  template: 'Default',
  fullPath: 'club',
  summary: '',
  blocks: [],
  children: [],
  breadcrumbs: [],
  publishedAt: '2025-07-01T09:00:00Z',
});

function port(answer: PagesPort['page']): PagesPort {
  return { page: answer, tree: async () => ok([]), menus: async () => err(unavailable('web-api')) };
}

describe('content page view model', () => {
  it('loads the page at its full path', async () => {
    const asked: string[] = [];
    const vm = createContentPageVm({
      pages: port(async (p) => (asked.push(p), ok(page('The Club')))),
      fullPath: 'club/policies',
    });
    vm.start();
    await flush();
    expect(asked).toEqual(['club/policies']);
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.page?.title).toBe('The Club');
  });

  it('NOT_FOUND is a 404; another failure keeps the shown page on retry', async () => {
    const vm404 = createContentPageVm({ pages: port(async () => err(notFound('web-api'))), fullPath: 'nope' });
    vm404.start();
    await flush();
    expect(vm404.state.status).toEqual({ kind: 'not-found' });

    let down = true;
    const vm = createContentPageVm({
      pages: port(async () => (down ? err(unavailable('web-api')) : ok(page('Back')))),
      fullPath: 'club',
    });
    vm.start();
    await flush();
    expect(vm.state.status).toEqual({ kind: 'error', code: 'SERVICE.UNAVAILABLE' });
    down = false;
    await vm.retry();
    expect(vm.state.status.kind).toBe('ready');
    expect(vm.state.page?.title).toBe('Back');
  });

  it('a slower earlier load does not overwrite a newer one', async () => {
    const answers = [deferred<Result<ContentPage, ServiceError>>(), deferred<Result<ContentPage, ServiceError>>()];
    let call = 0;
    const vm = createContentPageVm({ pages: port(() => answers[call++]!.promise), fullPath: 'club' });
    vm.start();
    vm.start();
    answers[1]!.resolve(ok(page('Newer')));
    await flush();
    answers[0]!.resolve(ok(page('Older')));
    await flush();
    expect(vm.state.page?.title).toBe('Newer');
  });

  it('drops an answer that arrives after disposal', async () => {
    const answer = deferred<Result<ContentPage, ServiceError>>();
    const vm = createContentPageVm({ pages: port(() => answer.promise), fullPath: 'club' });
    const dispose = vm.start();
    dispose();
    answer.resolve(ok(page('Late')));
    await flush();
    expect(vm.state.page).toBeNull();
  });
});
