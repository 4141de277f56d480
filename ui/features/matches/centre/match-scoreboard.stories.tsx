import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../../shared/testing/story-frame';
import { seededLiveCentre } from '../testing/seeded-centre';
import { MatchScoreboard } from './match-scoreboard';

const meta: Meta<typeof MatchScoreboard> = {
  title: 'Matches/Scoreboard',
  component: MatchScoreboard,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { centre: seededLiveCentre(5), revealed: true, known: true, onReveal: () => {} },
};
export default meta;
type Story = StoryObj<typeof MatchScoreboard>;

export const Live: Story = {};
export const HalfTime: Story = { args: { centre: seededLiveCentre(20) } };
export const FullTime: Story = { args: { centre: seededLiveCentre(95) } };
export const BeforeKickOff: Story = { args: { centre: seededLiveCentre(-60) } };
export const Reconnecting: Story = { args: { centre: { ...seededLiveCentre(5), connection: 'reconnecting' } } };
/** spoiler-free: the score kept back, one press reveals it */
export const SpoilerFree: Story = { args: { revealed: false } };
/** the device's spoiler setting not read yet: the score's room, masked */
export const SettingNotReadYet: Story = { args: { revealed: false, known: false } };
