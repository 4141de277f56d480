import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoControls, type VideoControlsProps } from './video-controls';
import { VideoPlayer } from './video-player';

const noop = () => {};
const controls: VideoControlsProps = {
  live: false,
  playing: false,
  muted: false,
  currentTime: 125,
  duration: 600,
  fullscreen: false,
  onTogglePlay: noop,
  onToggleMute: noop,
  onSeek: noop,
  onToggleFullscreen: noop,
};

const meta = {
  title: 'Video/Video player',
  component: VideoPlayer,
  args: { src: '/media/vod/short.m3u8', title: 'Highlights: UZFC 2-1 Rovers', live: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the stream: hls.js is still loading (it never arrives in this story). */
export const Loading: Story = { args: { loadHls: () => new Promise(() => {}) } };
/** The stream could not be played: an alert with Retry. */
export const Error: Story = { args: { loadHls: () => Promise.reject(new globalThis.Error('offline')) } };

// The controls' states, shown on their own so no real stream is needed.
export const ControlsPaused: Story = { render: () => <VideoControls {...controls} /> };
export const ControlsPlaying: Story = { render: () => <VideoControls {...controls} playing /> };
export const ControlsMuted: Story = { render: () => <VideoControls {...controls} playing muted /> };
export const ControlsLive: Story = {
  render: () => <VideoControls {...controls} live playing duration={Number.POSITIVE_INFINITY} />,
};
export const ControlsFullscreen: Story = { render: () => <VideoControls {...controls} playing fullscreen /> };
