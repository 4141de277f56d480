import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Competition, CompetitionMarkStyle } from '@core';
import { StoryFrame } from '../../../shared/testing/story-frame';
import { CompetitionMark } from './match-bits';

const league: Competition = {
  competitionID: 'northern-premier',
  name: 'Northern Premier Division',
  shortName: 'NPD',
  kind: 'league',
  crestImageKey: 'competition/northern-premier',
};
const cup: Competition = {
  ...league,
  competitionID: 'zenith-challenge-cup',
  name: 'Zenith Challenge Cup',
  kind: 'cup',
};
const friendly: Competition = { ...league, competitionID: 'friendly', name: 'Club Friendly', kind: 'friendly' };

/** a mark where it sits: a list's light ground, or the match centre's navy header */
function MarkOn({
  ground,
  competition,
  mark,
}: {
  readonly ground: 'light' | 'dark';
  readonly competition: Competition;
  readonly mark: CompetitionMarkStyle;
}) {
  const dark = { background: 'var(--color-navy)', color: 'var(--color-text-inverse)' };
  return (
    <p style={{ padding: 'var(--space-3)', ...(ground === 'dark' ? dark : {}) }}>
      <CompetitionMark competition={competition} mark={mark} />
    </p>
  );
}

const meta: Meta<typeof MarkOn> = {
  title: 'Matches/Competition mark',
  component: MarkOn,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { ground: 'light', competition: league, mark: { type: 'crest', iconVariant: 'colour' } },
};
export default meta;
type Story = StoryObj<typeof MarkOn>;

/** the lists' and tables' default: the crest, named, with the name beside it */
export const Crest: Story = {};
export const CrestMono: Story = { args: { mark: { type: 'crest', iconVariant: 'mono' } } };
export const CrestOnNavy: Story = { args: { ground: 'dark' } };
/** the match centre's default, on its navy header */
export const PillOnNavy: Story = { args: { ground: 'dark', mark: { type: 'pill', iconVariant: 'colour' } } };
export const PillLeague: Story = { args: { mark: { type: 'pill', iconVariant: 'colour' } } };
export const PillCup: Story = { args: { competition: cup, mark: { type: 'pill', iconVariant: 'colour' } } };
export const PillFriendly: Story = { args: { competition: friendly, mark: { type: 'pill', iconVariant: 'colour' } } };
/** mono: outlined in the text colour around it, on either ground */
export const PillMono: Story = { args: { competition: cup, mark: { type: 'pill', iconVariant: 'mono' } } };
export const PillMonoOnNavy: Story = { args: { ground: 'dark', mark: { type: 'pill', iconVariant: 'mono' } } };
