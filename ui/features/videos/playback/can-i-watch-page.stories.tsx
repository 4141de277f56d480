import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStreamWorld } from '../testing/stream-world';
import { StreamStoryFrame } from '../testing/stream-story-frame';
import CanIWatchPage from './can-i-watch-page';

/**
 * "Can I watch?" over the in-memory services: the memory probe answers a good line and a
 * browser that plays; the fan and their country differ per story.
 */
const meta = {
  title: 'Stream/Can I watch',
  component: CanIWatchPage,
} satisfies Meta<typeof CanIWatchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (world: ReturnType<typeof createStreamWorld>) => (Story: () => React.JSX.Element) => (
  <StreamStoryFrame account={world.account} route="/videos/can-i-watch" paths={['/videos/can-i-watch']}>
    <Story />
  </StreamStoryFrame>
);

/** a fan with the live pass abroad: every check fine */
export const AllFine: Story = {
  decorators: [frame(createStreamWorld({ signedIn: true, entitlements: ['uztv-live'], country: 'FR' }))],
};
/** a guest: sign in first, the match named, devices unknown until then */
export const Guest: Story = { decorators: [frame(createStreamWorld())] };
/** a fan with only audio, in the UK: no live video pass, live video not sold there (audio is) */
export const NoPassInTheUk: Story = {
  decorators: [frame(createStreamWorld({ signedIn: true, entitlements: ['uztv-audio'], country: 'GB' }))],
};
/** the accounts code has not arrived: every check says it is checking */
export const Checking: Story = {
  decorators: [
    (Story) => (
      <StreamStoryFrame account={null} route="/videos/can-i-watch" paths={['/videos/can-i-watch']}>
        <Story />
      </StreamStoryFrame>
    ),
  ],
};
