import axe from 'axe-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { memoryVideoConfig, memoryVideos } from '@adapters/memory/video/video-memory-seed';
import { formatMediaTime } from './format-media-time';
import { kickOffText } from './kick-off';
import { createMemoryServices } from '@test/support/memory-services';
import { ViewModels } from '../../../shared/services/service-tokens';
import { installFakeMedia, type FakeMedia } from '../testing/fake-media';
import LivePage from './live-page';
import StreamPage from './stream-page';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream } from '../testing/render-stream';
import { upgradeData } from '../testing/upgrade-data';
import VideoDetailPage from './video-detail-page';

const axeClean = async (container: HTMLElement) => {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations).toEqual([]);
};
// the shared demo catalogue, whatever its content: the tests read their expectations from it
const { live } = memoryVideoConfig;
const match = live.title;
const free = memoryVideos.find((v) => v.required === null)!;
const paid = memoryVideos.find((v) => v.required !== null)!;
const newest = [...memoryVideos].sort((a, b) => b.releaseFrom.localeCompare(a.releaseFrom))[0]!;
const streamPaths = ['/stream/:mediaType?/match-show', '/stream/:mediaType?/:streamplayID?'];
const videoPaths = ['/videos/:videoID', '/videos/player/:slug?'];

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => media.restore());

describe('LivePage (/live)', () => {
  it('shows the live match, its kick-off, the lock for a fan without a pass, and Listen Live', async () => {
    const user = userEvent.setup();
    const world = createStreamWorld({ signedIn: true });
    const { container, services } = renderStream(<LivePage />, {
      account: world.account,
      route: '/live',
      paths: ['/live'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: match })).toBeInTheDocument();
    expect(screen.getByText(kickOffText(live.startsAt))).toHaveAttribute('dateTime', live.startsAt);
    expect(
      await screen.findByRole('region', { name: 'You must have a pass to access this stream' }),
    ).toBeInTheDocument();
    const vm = services.get(ViewModels.interfaceVm);
    expect(vm.state.headerStyle).toBe('solid');
    await user.click(screen.getByRole('button', { name: 'Listen Live' }));
    expect(vm.state.audioPlayer).toEqual({
      entryID: live.audioEntryId,
      modalOpen: true,
      currentTitle: `${match} - Live Commentary`,
    });
    await axeClean(container);
  });

  it('a pass holder gets the player', async () => {
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] });
    renderStream(<LivePage />, { account: world.account, route: '/live', paths: ['/live'] });
    expect(await screen.findByRole('region', { name: match })).toBeInTheDocument();
  });

  it('a video service failure is a catalogued error with a retry', async () => {
    const services = createMemoryServices({ video: createVideoMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' }) });
    const { container } = renderStream(<LivePage />, {
      account: createStreamWorld().account,
      route: '/live',
      paths: ['/live'],
      services,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'Live' })).toBeInTheDocument();
    await axeClean(container);
  });
});

describe('StreamPage (/stream/...)', () => {
  it('/stream/video plays the live match for a pass holder', async () => {
    const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-match-2041'] });
    renderStream(<StreamPage />, { account: world.account, route: '/stream/video', paths: streamPaths });
    const player = await screen.findByRole('region', { name: match });
    await waitFor(() => expect(player.querySelector('video')?.getAttribute('src')).toMatch(/live-video/));
  });

  it("a fan without a pass is shown the live upgrade data's texts and button (VIDEO-3), as on /live", async () => {
    const upgrade = upgradeData({
      lockedTitle: 'Match passes are on sale now',
      lockedMessage: 'Pick a monthly or a single-match pass to watch live.',
      buttonText: 'Buy now',
      buttonLink: '/videos/sub',
    });
    const video = createVideoMemory({ config: { ...memoryVideoConfig, upgrade }, videos: memoryVideos });
    for (const route of ['/stream/video', '/live']) {
      const { unmount } = renderStream(route === '/live' ? <LivePage /> : <StreamPage />, {
        account: createStreamWorld({ signedIn: true }).account,
        route,
        paths: route === '/live' ? ['/live'] : streamPaths,
        overrides: { video },
      });
      expect(await screen.findByRole('region', { name: upgrade.lockedTitle })).toHaveTextContent(upgrade.lockedMessage);
      expect(screen.getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
      unmount();
    }
  });

  it('/stream/video/match-show is the match show; a guest is asked to sign in', async () => {
    const { container } = renderStream(<StreamPage />, {
      account: createStreamWorld().account,
      route: '/stream/video/match-show',
      paths: streamPaths,
    });
    expect(await screen.findByRole('heading', { level: 1, name: `${match}: Match Show` })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In Or Register' })).toBeInTheDocument();
    await axeClean(container);
  });

  it('/stream/audio offers the floating audio player', async () => {
    const user = userEvent.setup();
    const { container, services } = renderStream(<StreamPage />, {
      account: createStreamWorld().account,
      route: '/stream/audio',
      paths: streamPaths,
    });
    const panel = await screen.findByRole('region', { name: 'Live audio commentary' });
    await user.click(within(panel).getByRole('button', { name: 'Listen Live' }));
    expect(services.get(ViewModels.interfaceVm).state.audioPlayer).toMatchObject({
      entryID: live.audioEntryId,
      modalOpen: true,
    });
    expect(within(panel).getByText('Now playing in the audio player.')).toBeInTheDocument();
    await axeClean(container);
  });

  it('an unknown media type is the 404 page', async () => {
    renderStream(<StreamPage />, {
      account: createStreamWorld().account,
      route: '/stream/podcast/abc',
      paths: streamPaths,
    });
    expect(await screen.findByRole('heading', { name: '404 error' })).toBeInTheDocument();
  });
});

describe('VideoDetailPage (/videos/:videoID, /videos/player/:slug?)', () => {
  it('a free video plays for a guest, with its title, date, duration and description', async () => {
    const { container } = renderStream(<VideoDetailPage />, {
      account: createStreamWorld().account,
      route: `/videos/${free.videoID}`,
      paths: videoPaths,
    });
    expect(await screen.findByRole('heading', { level: 1, name: free.title })).toBeInTheDocument();
    expect(screen.getByText(formatMediaTime(free.durationSeconds))).toBeInTheDocument();
    expect(screen.getByText('Free to watch')).toBeInTheDocument();
    expect(screen.getByText(free.description)).toBeInTheDocument();
    const player = await screen.findByRole('region', { name: free.title });
    await waitFor(() => expect(player.querySelector('video')?.getAttribute('src')).toContain(free.entryId));
    await axeClean(container);
  });

  it('a paid video asks a guest to sign in', async () => {
    renderStream(<VideoDetailPage />, {
      account: createStreamWorld().account,
      route: `/videos/${paid.videoID}`,
      paths: videoPaths,
    });
    expect(await screen.findByRole('heading', { level: 1, name: paid.title })).toBeInTheDocument();
    expect(await screen.findByText('To View This Video Please Sign In or Register An Account')).toBeInTheDocument();
  });

  it('an unknown id is a 404 with the video-not-found text', async () => {
    const { container } = renderStream(<VideoDetailPage />, {
      account: createStreamWorld().account,
      route: '/videos/no-such-video',
      paths: videoPaths,
    });
    expect(await screen.findByRole('heading', { name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('This video could not be found. It may have been removed.')).toBeInTheDocument();
    await axeClean(container);
  });

  it('/videos/player with no slug plays the newest video', async () => {
    renderStream(<VideoDetailPage />, {
      account: createStreamWorld().account,
      route: '/videos/player',
      paths: videoPaths,
    });
    expect(await screen.findByRole('heading', { level: 1, name: newest.title })).toBeInTheDocument();
  });

  it('/videos/player/:slug opens that video', async () => {
    renderStream(<VideoDetailPage />, {
      account: createStreamWorld().account,
      route: `/videos/player/${paid.videoID}`,
      paths: videoPaths,
    });
    expect(await screen.findByRole('heading', { level: 1, name: paid.title })).toBeInTheDocument();
  });
});
