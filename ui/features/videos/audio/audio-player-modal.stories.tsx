import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AudioPlayerModal, AudioPlayerView } from './audio-player-modal';

const noop = () => {};
const meta = {
  title: 'Audio/Audio player modal',
  component: AudioPlayerView,
  args: { title: 'UZFC v Rovers - Live Commentary', state: 'playing', onPlay: noop, onPause: noop, onClose: noop },
  // the error box leads to "Can I watch?", a link of the site
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AudioPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};
export const Paused: Story = { args: { state: 'paused' } };
export const Loading: Story = { args: { state: 'loading' } };
export const Error: Story = { args: { state: 'error' } };
export const AccessRefused: Story = {
  args: { state: 'error', errorMessage: 'Sorry but you do not have any subscriptions' },
};
/** The wired player whose stream cannot be loaded: ends in the error box. */
export const StreamFails: Story = {
  render: (args) => (
    <AudioPlayerModal
      title={args.title}
      src="/no-such-stream.m3u8"
      onClose={noop}
      loadHls={() => Promise.reject(new globalThis.Error('offline'))}
    />
  ),
};
