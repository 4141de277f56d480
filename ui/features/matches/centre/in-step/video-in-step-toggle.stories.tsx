import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VideoInStep } from './use-video-in-step';
import { VideoInStepToggle } from './video-in-step-toggle';

const base: VideoInStep = {
  centre: null,
  on: false,
  offered: true,
  following: false,
  behindSeconds: 0,
  announcement: '',
  playerMatch: undefined,
  setOn: () => {},
  onProgramTime: () => {},
};

const meta = {
  title: 'Matches/Follow the video',
  component: VideoInStepToggle,
  // the match centre's hero is navy: the toggle is drawn on it
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-navy)', color: 'var(--color-white)', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { inStep: base },
} satisfies Meta<typeof VideoInStepToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The video plays; the match centre follows the live feed. */
export const Off: Story = {};
/** Following the video, at the live edge (a few seconds behind the feed, as live video is). */
export const FollowingAtLiveEdge: Story = { args: { inStep: { ...base, on: true, following: true } } };
/** Following the video, rewound: how far behind the feed it is. */
export const FollowingBehind: Story = {
  args: { inStep: { ...base, on: true, following: true, behindSeconds: 575 } },
};
