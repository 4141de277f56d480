import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeAccountVm } from '../../account/testing/fake-account-vm';
import LivePage from './live-page';
import StreamPage from './stream-page';
import { createStreamWorld } from '../testing/stream-world';
import { StreamStoryFrame } from '../testing/stream-story-frame';
import VideoDetailPage from './video-detail-page';
import { PageSeedProvider } from '../../../shared/ssr/page-data';

const streamPaths = ['/stream/:mediaType?/match-show', '/stream/:mediaType?/:streamplayID?'];
const videoPaths = ['/videos/:videoID', '/videos/player/:slug?'];

function Page({
  which,
  route,
  account,
  seed,
}: {
  readonly which: 'live' | 'stream' | 'video';
  readonly route: string;
  readonly account: FakeAccountVm | null;
  /** what the server rendered the page from (the first page of a visit) */
  readonly seed?: unknown;
}) {
  const [page, paths] =
    which === 'live'
      ? [<LivePage key="p" />, ['/live']]
      : which === 'stream'
        ? [<StreamPage key="p" />, streamPaths]
        : [<VideoDetailPage key="p" />, videoPaths];
  return (
    <StreamStoryFrame account={account} route={route} paths={paths}>
      <PageSeedProvider value={seed}>{page}</PageSeedProvider>
    </StreamStoryFrame>
  );
}

const meta = {
  title: 'Stream/Pages',
  component: Page,
  args: { which: 'live', route: '/live', account: null },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LiveAccountsLoading: Story = {};
export const LiveGuest: Story = { args: { account: createStreamWorld().account } };
export const LiveFanWithoutPass: Story = { args: { account: createStreamWorld({ signedIn: true }).account } };
export const LivePassHolder: Story = {
  args: { account: createStreamWorld({ signedIn: true, entitlements: ['uztv-live'] }).account },
};
export const StreamMatchShow: Story = {
  args: { which: 'stream', route: '/stream/video/match-show', account: createStreamWorld({ signedIn: true }).account },
};
export const StreamAudio: Story = {
  args: { which: 'stream', route: '/stream/audio', account: createStreamWorld().account },
};
export const StreamNotFound: Story = {
  args: { which: 'stream', route: '/stream/podcast/abc', account: createStreamWorld().account },
};
export const VideoNewest: Story = {
  args: { which: 'video', route: '/videos/player', account: createStreamWorld().account },
};
export const VideoNotFound: Story = {
  args: { which: 'video', route: '/videos/no-such-video', account: createStreamWorld().account },
};
