import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type NewsSearchQuery, type SearchPort, type ServiceError } from '@core';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../shared/services/service-tokens';
import { control, withWebSettings } from '../../shared/testing/service-controls';
import { ShellFrame } from '../../app-shell/testing/shell-frame';
import { catalogueMemory, catalogueVideos, newestFirst } from '../videos/testing/catalogue-memory';
import SearchPanelContainer from './search-panel-container';

const hits = Array.from({ length: 20 }, (_, i) => ({
  slug: `story-${i + 1}`,
  title: `Cup story ${i + 1}`,
  publishedDate: '2025-08-03T12:00:00Z',
  category: 'First Team',
  imageKey: `img-${i}`,
}));
const fakeSearch = (): SearchPort & {
  calls: NewsSearchQuery[];
  failWith(code: ServiceError['code'] | undefined): void;
} => {
  const calls: NewsSearchQuery[] = [];
  let failure: ServiceError['code'] | undefined;
  return {
    calls,
    failWith: (code) => {
      failure = code;
    },
    news: async (q) => {
      calls.push(q);
      if (failure) return err({ code: failure, service: 'news-search' });
      const m = q.term === 'nothing' ? [] : hits;
      return ok({ hits: m.slice(q.start, q.start + q.size), found: m.length });
    },
  };
};

const setup = ({ placeholder }: { placeholder?: string } = {}) => {
  const search = fakeSearch();
  const video = catalogueMemory();
  // the shell's web settings, with the placeholder the club configured
  const services = withWebSettings(placeholder === undefined ? {} : { placeholders: { search: placeholder } }, {
    search,
    video,
  });
  const vm = services.get(ViewModels.interfaceVm);
  const view = renderWithServices(
    <ShellFrame>
      <button type="button" onClick={() => vm.dispatch({ type: 'search/open' })}>
        Open search
      </button>
      <SearchPanelContainer />
    </ShellFrame>,
    { services },
  );
  return { ...view, vm, search, video };
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
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
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

  it("the search box's placeholder is the web settings' own", async () => {
    const user = userEvent.setup();
    setup({ placeholder: 'Search UZFC news and features' });
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveAttribute(
        'placeholder',
        'Search UZFC news and features',
      ),
    );
  });
});

describe('SearchPanel: the Videos tab', () => {
  const openVideos = async () => {
    const user = userEvent.setup();
    const world = setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    // the tabs are one tab stop: the arrow keys move between them and show the tab
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const videosTab = screen.getByRole('tab', { name: 'Videos' });
    expect(videosTab).toHaveFocus();
    expect(videosTab).toHaveAttribute('aria-selected', 'true');
    return { user, ...world };
  };

  // the club's name is in every seeded video, so a search for it pages through the whole seed
  const uzfc = newestFirst(catalogueVideos.filter((v) => `${v.title} ${v.description}`.toLowerCase().includes('uzfc')));
  const showing = (n: number) => `Showing ${n} of ${uzfc.length} videos`;

  it('searches the video catalogue on submit only: 12 cards, locked videos marked, load more moves focus; axe clean', async () => {
    const { user, container, video } = await openVideos();
    const box = await screen.findByRole('searchbox', { name: 'Search videos' });
    await user.type(box, 'uzfc');
    expect(video.searches).toHaveLength(0);
    await user.keyboard('{Enter}');
    const results = await screen.findByRole('list', { name: 'Video results' });
    expect(screen.getByText(showing(12))).toHaveAttribute('aria-live', 'polite');
    expect(video.searches.at(-1)).toMatchObject({ query: 'uzfc', pageIndex: 0, pageSize: 12 });
    const cards = within(results).getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(within(results).getByRole('link', { name: uzfc[0]!.title })).toHaveAttribute(
      'href',
      `/videos/${uzfc[0]!.videoID}`,
    );
    expect(within(cards[0]!).getByText('Subscribers')).toBeInTheDocument();
    expect(within(results).getAllByText('Members').length).toBeGreaterThan(0);
    expect(within(results).getAllByText('Free').length).toBeGreaterThan(0);
    expect(box).toHaveFocus();
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(showing(24))).toBeInTheDocument();
    expect(within(results).getAllByRole('article')).toHaveLength(24);
    await waitFor(() => expect(within(results).getByRole('link', { name: uzfc[12]!.title })).toHaveFocus());
  });

  it("says 'No results found' only when nothing matched", async () => {
    const { user } = await openVideos();
    await user.type(await screen.findByRole('searchbox', { name: 'Search videos' }), 'nothing like this{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failing catalogue says search is unavailable with Try again, never No results found', async () => {
    const { user, video } = await openVideos();
    video.failWith('SERVICE.UNAVAILABLE');
    await user.type(await screen.findByRole('searchbox', { name: 'Search videos' }), 'uzfc{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search is unavailable');
    expect(alert).toHaveTextContent('Search could not be reached');
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(showing(12))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a term searched on News is searched on Videos when the tab opens, and News keeps its results', async () => {
    const user = userEvent.setup();
    const { video } = setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'uzfc{Enter}');
    expect(await screen.findByText('Displaying 1 - 8 of 20 Result(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(await screen.findByText(showing(12))).toBeInTheDocument();
    expect(video.searches).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'News' }));
    expect(screen.getByText('Displaying 1 - 8 of 20 Result(s)')).toBeVisible();
  });
});
