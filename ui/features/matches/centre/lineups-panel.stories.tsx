import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../../shared/testing/story-frame';
import { seededLiveCentre } from '../testing/seeded-centre';
import { LineupsPanel } from './lineups-panel';

const over = seededLiveCentre(95);
const noop = () => {};
const meta: Meta<typeof LineupsPanel> = {
  title: 'Matches/Line-ups',
  component: LineupsPanel,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    home: over.match.home,
    away: over.match.away,
    status: { kind: 'ready' },
    lineups: over.lineups,
    timeline: over.timeline,
    onRetry: noop,
  },
};
export default meta;
type Story = StoryObj<typeof LineupsPanel>;

/** both formations at full time: goals, cards and substitutions marked, the substitutes listed */
export const OnThePitch: Story = {};
/** at kick-off: the same elevens, nothing marked yet */
export const AtKickOff: Story = { args: { timeline: [] } };
export const NotAnnouncedYet: Story = { args: { lineups: [] } };
export const Loading: Story = { args: { lineups: [], status: { kind: 'loading' } } };
/** the service's line-ups could not be read: said so, with 'Try again' */
export const Unavailable: Story = {
  args: { lineups: [], status: { kind: 'error', code: 'SERVICE.INVALID_RESPONSE' } },
};
