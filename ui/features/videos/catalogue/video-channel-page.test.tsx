import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewModels } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { renderVideoPage } from '../testing/render-video-page';
import { catalogueConfig, catalogueMemory, catalogueVideos } from '../testing/catalogue-memory';
import VideoChannelPage from './video-channel-page';

const paths = ['/videos/channel/:slug?'];
const cards = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('article');
const inChannel = (slug: string) => catalogueVideos.filter((v) => v.channel === slug);

describe('video channel page', () => {
  it("shows the channel's title, description and its videos, with 'Load more'", async () => {
    const user = userEvent.setup();
    const video = catalogueMemory();
    const { container, services } = renderVideoPage(<VideoChannelPage />, {
      route: '/videos/channel/highlights',
      paths,
      video,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Match Highlights' })).toBeInTheDocument();
    expect(
      screen.getByText(catalogueConfig.channels.find((c) => c.slug === 'highlights')!.description),
    ).toBeInTheDocument();
    // the seed's channels fit one page each: no 'Load more' ('Load more' pages through a large channel, below)
    expect(inChannel('highlights').length).toBeLessThanOrEqual(12);
    await waitFor(() => expect(cards('Match Highlights videos')).toHaveLength(inChannel('highlights').length));
    expect(video.searches[0]).toEqual({ query: '', channel: 'highlights', pageIndex: 0, pageSize: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Video channels' });
    expect(within(chips).getByRole('link', { name: 'Match Highlights' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Match Highlights | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    await expectNoAxeViolations(container);

    // another channel by its chip
    await user.click(within(chips).getByRole('link', { name: 'Interviews' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeInTheDocument();
    await waitFor(() => expect(cards('Interviews videos')).toHaveLength(inChannel('interviews').length));
  });

  it("'Load more' pages through a large channel", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 15 }, (_, i) => ({
      ...catalogueVideos[0]!,
      videoID: `m-${i}`,
      title: `Many ${i}`,
      releaseFrom: `2025-09-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
    }));
    renderVideoPage(<VideoChannelPage />, {
      route: '/videos/channel/highlights',
      paths,
      video: catalogueMemory({ videos: many }),
    });
    await waitFor(() => expect(cards('Match Highlights videos')).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards('Match Highlights videos')).toHaveLength(15));
    expect(screen.getByRole('link', { name: 'Many 2' })).toHaveFocus();
  });

  it('without a slug lists the channels', async () => {
    const { container } = renderVideoPage(<VideoChannelPage />, { route: '/videos/channel', paths });
    const list = await screen.findByRole('list', { name: 'Channels' });
    expect(screen.getByRole('heading', { level: 1, name: 'Video channels' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Full Matches' })).toHaveAttribute(
      'href',
      '/videos/channel/full-matches',
    );
    await expectNoAxeViolations(container);
  });

  it('an unknown channel is the 404 page', async () => {
    renderVideoPage(<VideoChannelPage />, { route: '/videos/channel/cricket', paths });
    expect(await screen.findByRole('heading', { level: 1, name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('a failed configuration shows a retry', async () => {
    const user = userEvent.setup();
    const video = catalogueMemory();
    video.failWith('SERVICE.UNAVAILABLE');
    renderVideoPage(<VideoChannelPage />, { route: '/videos/channel/highlights', paths, video });
    const alert = await screen.findByRole('alert');
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Match Highlights' })).toBeInTheDocument();
  });
});
