import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAccountVm, createSignedInFakeAccountVm } from '../../account/testing/fake-account-vm';
import { ViewModels } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { renderVideoPage } from '../testing/render-video-page';
import { catalogueMemory, catalogueConfig } from '../testing/catalogue-memory';
import VideosHomePage from './videos-home-page';

const paths = ['/videos'];

describe('videos home page', () => {
  it('shows the hero, the guest subscribe promo, the live match, the rows and the video nav', async () => {
    const video = catalogueMemory();
    const sections = await video.sections();
    const highlightsRow = sections.ok ? sections.value.find((s) => s.channel === 'highlights')!.items : [];
    const { container, services } = renderVideoPage(<VideosHomePage />, { route: '/videos', paths, video });
    expect(await screen.findByText(catalogueConfig.hero.text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'UZTV' })).toBeInTheDocument();
    expect(screen.getByText('Watch and listen to UZFC games live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/videos/sub');

    const live = screen.getByRole('region', { name: 'UZFC v Lowfield Rovers' });
    expect(within(live).getByRole('link', { name: 'Watch Live' })).toHaveAttribute('href', '/live');
    expect(within(live).getByRole('button', { name: 'Listen Live' })).toBeInTheDocument();

    const highlights = screen.getByRole('region', { name: 'Match Highlights' });
    const rowCards = within(within(highlights).getByRole('list', { name: 'Match Highlights' })).getAllByRole('article');
    expect(rowCards).toHaveLength(highlightsRow.length);
    expect(within(rowCards[0]!).getByRole('link')).toHaveAccessibleName(highlightsRow[0]!.title);
    expect(within(highlights).getByRole('link', { name: 'View all Match Highlights' })).toHaveAttribute(
      'href',
      '/videos/channel/highlights',
    );
    expect(screen.getByRole('link', { name: 'Browse all videos' })).toHaveAttribute('href', '/videos/browse');

    const nav = screen.getByRole('navigation', { name: 'UZTV sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/videos', '/videos/browse', '/live', '/videos/faqs', '/videos/sub']);
    expect(within(nav).getByRole('link', { name: 'UZTV' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('UZTV | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    await expectNoAxeViolations(container);
  });

  it("'Listen Live' opens the audio player for the live audio entry", async () => {
    const user = userEvent.setup();
    const { services } = renderVideoPage(<VideosHomePage />, {
      route: '/videos',
      paths,
      account: createFakeAccountVm(),
    });
    await user.click(await screen.findByRole('button', { name: 'Listen Live' }));
    const ui = services.get(ViewModels.interfaceVm).state;
    expect(ui.audioPlayer).toMatchObject({ entryID: 'live-audio', modalOpen: true });
    expect(ui.audioPlayer.currentTitle).toContain('UZFC v Lowfield Rovers');
  });

  it("a signed-in fan sees the signed-in promo, whose 'View Packages' opens the packages", async () => {
    const user = userEvent.setup();
    const { services, container } = renderVideoPage(<VideosHomePage />, {
      route: '/videos',
      paths,
      account: createSignedInFakeAccountVm(),
    });
    expect(await screen.findByText('Watch and listen to live matches and video-on-demand')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Packages' }));
    expect(services.get(ViewModels.interfaceVm).state.showPackages).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('a failure shows the catalogued error and Try again loads the page', async () => {
    const user = userEvent.setup();
    const video = catalogueMemory();
    video.failWith('SERVICE.UNAVAILABLE');
    const { container } = renderVideoPage(<VideosHomePage />, { route: '/videos', paths, video });
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos');
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'UZTV' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Match Highlights' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
