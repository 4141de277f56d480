import type { Meta, StoryObj } from '@storybook/react-vite';
import { longCommentary } from '../testing/long-commentary';
import { Commentary } from './match-centre-parts';

const noop = () => {};
const meta: Meta<typeof Commentary> = {
  title: 'Matches/Commentary',
  component: Commentary,
  args: {
    entries: longCommentary(120),
    pending: 0,
    paused: false,
    live: true,
    onShowNew: noop,
    onPause: noop,
    onAtTop: noop,
  },
};
export default meta;
type Story = StoryObj<typeof Commentary>;

/** a long live match: the newest 50 lines, 'Show earlier commentary' for the rest */
export const LongLiveCommentary: Story = {};
/** new lines held while the fan reads further down */
export const NewUpdatesHeld: Story = { args: { pending: 3 } };
export const ShortCommentary: Story = { args: { entries: longCommentary(12), live: false } };
