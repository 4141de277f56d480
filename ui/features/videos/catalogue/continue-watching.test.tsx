import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { catalogueMemory } from '../testing/catalogue-memory';
import { createStreamWorld } from '../testing/stream-world';
import { renderStream } from '../testing/render-stream';
import VideosHomePage from './videos-home-page';

/** a fan with the on-demand pass who left one full match halfway and finished a highlights video */
async function fanWithHistory() {
  const world = createStreamWorld({ signedIn: true, entitlements: ['uztv-vod'] });
  const video = catalogueMemory();
  const sections = await video.sections();
  if (!sections.ok) throw new Error('no sections');
  const all = sections.value.flatMap((s) => s.items);
  const halfway = all.find((v) => v.channel === 'full-matches')!;
  const finished = all.find((v) => v.channel === 'highlights')!;
  const phone = world.stream.onDevice('phone', 'iPhone Safari');
  expect((await phone.saveProgress(finished.entryId, finished.durationSeconds)).ok).toBe(true);
  expect((await phone.saveProgress(halfway.entryId, halfway.durationSeconds / 2)).ok).toBe(true);
  return { world, video, halfway, finished };
}

const show = (world: ReturnType<typeof createStreamWorld>, video: ReturnType<typeof catalogueMemory>) =>
  renderStream(<VideosHomePage />, {
    account: world.account,
    route: '/videos',
    paths: ['/videos'],
    overrides: { video, stream: world.stream },
  });

describe('Continue watching and watched marks on /videos', () => {
  it('lists the video in progress with how far the fan got, and marks the finished one watched', async () => {
    const { world, video, halfway, finished } = await fanWithHistory();
    const { container } = show(world, video);
    const row = await screen.findByRole('region', { name: 'Continue watching' });
    const cards = within(row).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByRole('link', { name: halfway.title })).toHaveAttribute(
      'href',
      `/videos/${halfway.videoID}`,
    );
    expect(within(cards[0]!).getByText('50% watched')).toBeInTheDocument();
    const finishedCard = container.querySelector(`article[data-video-id="${finished.videoID}"]`) as HTMLElement;
    expect(within(finishedCard).getByText('Watched')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a guest sees neither; a history that cannot be loaded says so and Try again loads it', async () => {
    const user = userEvent.setup();
    const guest = createStreamWorld();
    const { unmount } = show(guest, catalogueMemory());
    expect(await screen.findByRole('link', { name: 'Browse all videos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue watching' })).toBeNull();
    unmount();

    const { world, video } = await fanWithHistory();
    world.stream.setAccountCallsFailing(true);
    show(world, video);
    expect(await screen.findByText(/Your videos in progress could not be loaded/)).toBeInTheDocument();
    world.stream.setAccountCallsFailing(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Continue watching' })).toBeInTheDocument();
  });
});
