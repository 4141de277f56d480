import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewModels } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { currentLocation, renderVideoPage } from '../testing/render-video-page';
import { catalogueMemory, catalogueVideos, newestFirst } from '../testing/catalogue-memory';
import VideoBrowsePage from './video-browse-page';

const paths = ['/videos/browse', '/videos/categories'];
const cards = () => within(screen.getByRole('list', { name: 'Videos' })).getAllByRole('article');
const count = () => document.querySelector('[aria-live="polite"]');

describe('video browse page', () => {
  it('lists the newest videos with a count, labelled filters, the video nav and channels', async () => {
    const { container, services } = renderVideoPage(<VideoBrowsePage />, { route: '/videos/browse', paths });
    expect(screen.getByRole('heading', { level: 1, name: 'Browse videos' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(within(cards()[0]!).getByRole('link')).toHaveAccessibleName(newestFirst(catalogueVideos)[0]!.title);
    expect(count()).toHaveTextContent(`Showing 12 of ${catalogueVideos.length} videos`);
    const form = screen.getByRole('search', { name: 'Search and filter videos' });
    expect(within(form).getByRole('searchbox', { name: 'Search videos' })).toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Men',
        'Women',
        'Academy',
        '2014/15',
        '2021/22',
        'Short (under 5 min)',
        'Medium (5 to 10 min)',
        'Long (over 10 min)',
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'UZTV sections' });
    expect(within(nav).getByRole('link', { name: 'Browse' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'UZTV' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('link', { name: 'Interviews' })).toHaveAttribute(
      'href',
      '/videos/channel/interviews',
    );
    expect(document.title).toBe('Browse videos | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    await expectNoAxeViolations(container);
  });

  it('applies filters into the address, searches them and announces the count without moving focus', async () => {
    const user = userEvent.setup();
    const { video } = renderVideoPage(<VideoBrowsePage />, { route: '/videos/browse', paths });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Women');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'long');
    const submit = screen.getByRole('button', { name: 'Search' });
    await user.click(submit);
    await waitFor(() => expect(currentLocation()).toBe('/videos/browse?team=Women&duration=long'));
    const want = newestFirst(catalogueVideos).filter((v) => v.team === 'Women' && v.durationSeconds > 600);
    await waitFor(() => expect(cards()).toHaveLength(want.length));
    expect(count()).toHaveTextContent(`${want.length} videos`);
    expect(submit).toHaveFocus();
    expect((video as ReturnType<typeof catalogueMemory>).searches.at(-1)).toMatchObject({
      team: 'Women',
      duration: 'long',
      pageIndex: 0,
      pageSize: 12,
    });
    // the controls show the applied filters
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Women');
  });

  it("reads filters from the address, ignores garbage in it, and says 'No results found' for nothing", async () => {
    const user = userEvent.setup();
    const { video } = renderVideoPage(<VideoBrowsePage />, {
      route: '/videos/browse?team=Robots&season=1999&duration=forever&q=%20',
      paths,
    });
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect((video as ReturnType<typeof catalogueMemory>).searches[0]).toEqual({
      query: '',
      pageIndex: 0,
      pageSize: 12,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), 'no such clip{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Videos' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/videos/browse?q=no+such+clip');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(currentLocation()).toBe('/videos/browse');
    // the controls follow the address
    expect(screen.getByRole('searchbox', { name: 'Search videos' })).toHaveValue('');
  });

  it("'Load more' appends the next page without duplicates, focuses the first new card, and hides at the end", async () => {
    const user = userEvent.setup();
    renderVideoPage(<VideoBrowsePage />, { route: '/videos/browse', paths });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByRole('link', { name: newestFirst(catalogueVideos)[12]!.title })).toHaveFocus();
    expect(count()).toHaveTextContent(`Showing 24 of ${catalogueVideos.length} videos`);
    // the shared seed holds three pages of twelve (25 to 36 videos): the second 'Load more' reaches the end
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(catalogueVideos.length));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const hrefs = cards().map((c) => within(c).getByRole('link').getAttribute('href'));
    expect(new Set(hrefs).size).toBe(catalogueVideos.length);
  });

  it('a failure shows the catalogued error, keeps the cards shown, and Try again recovers', async () => {
    const user = userEvent.setup();
    const video = catalogueMemory();
    const { container } = renderVideoPage(<VideoBrowsePage />, { route: '/videos/browse', paths, video });
    await waitFor(() => expect(cards()).toHaveLength(12));
    video.failWith('SERVICE.UNAVAILABLE');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This content could not be loaded. Please try again in a few minutes.');
    expect(cards()).toHaveLength(12);
    await expectNoAxeViolations(container);
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a first search that fails offers a retry', async () => {
    const user = userEvent.setup();
    const video = catalogueMemory();
    video.failWith('SERVICE.INVALID_RESPONSE');
    renderVideoPage(<VideoBrowsePage />, { route: '/videos/categories', paths, video });
    expect(screen.getByRole('heading', { level: 1, name: 'Video categories' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });
});
