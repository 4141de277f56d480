import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type NewsSearchQuery, type SearchPort, type ServiceError } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { Services } from '../../shared/services/service-tokens';
import { control } from '../../shared/testing/service-controls';
import SearchPanelContainer from './search-panel-container';

const hits = Array.from({ length: 20 }, (_, i) => ({
  slug: `story-${i + 1}`, title: `Cup story ${i + 1}`, publishedDate: '2025-08-03T12:00:00Z', category: 'First Team', imageKey: `img-${i}`,
}));
const fakeSearch = (): SearchPort & { calls: NewsSearchQuery[]; failWith(code: ServiceError['code'] | undefined): void } => {
  const calls: NewsSearchQuery[] = [];
  let failure: ServiceError['code'] | undefined;
  return {
    calls,
    failWith: (code) => { failure = code; },
    news: async (q) => {
      calls.push(q);
      if (failure) return err({ code: failure, service: 'news-search' });
      const m = q.term === 'nothing' ? [] : hits;
      return ok({ hits: m.slice(q.start, q.start + q.size), found: m.length });
    },
  };
};

const setup = () => {
  const search = fakeSearch();
  const services = createMemoryServices({ search });
  const vm = services.get(Services.interfaceVm);
  const view = renderWithServices(<><button type="button" onClick={() => vm.dispatch({ type: 'search/open' })}>Open search</button><SearchPanelContainer /></>, { services });
  return { ...view, vm, search };
};

describe('SearchPanel', () => {
  it('opens from interface state with focus in the search box, and Escape closes it back to the opener', async () => {
    const user = userEvent.setup();
    const { vm } = setup();
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(vm.state.searchOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('searches on submit, lists results with range text and pages, and has no axe violations', async () => {
    const user = userEvent.setup();
    const { container, search } = setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'cup');
    expect(search.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Displaying 1 - 8 of 20 Result(s)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cup story 1' })).toHaveAttribute('href', '/news/story-1');
    expect(screen.getAllByText('3 Aug 2025')).toHaveLength(8);
    const pager = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Displaying 17 - 20 of 20 Result(s)')).toBeInTheDocument();
    expect(pager).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Relevance' }));
    await waitFor(() => expect(search.calls.at(-1)).toMatchObject({ sort: 'relevance', start: 0 }));
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-disabled', 'true');
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });

  it('says No results found when nothing matches', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'nothing{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('No results found');
  });

  it('tells the fan the search is unavailable when the service fails, never No results found, and Try again recovers', async () => {
    const user = userEvent.setup();
    const { search } = setup();
    const searchPort = control(search);
    searchPort.failWith('SERVICE.UNAVAILABLE');
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'cup{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search is unavailable');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    searchPort.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Displaying 1 - 8 of 20 Result(s)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes when the route changes', async () => {
    const { vm } = setup();
    act(() => vm.dispatch({ type: 'search/open' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    act(() => vm.dispatch({ type: 'route/changed', headerStyle: 'solid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
