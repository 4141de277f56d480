import type { Meta, StoryObj } from '@storybook/react-vite';
import { MatchesStory } from '../testing/matches-story';
import { LeagueTableHost } from './league-table-host';

const paths = ['/'];
const meta: Meta<typeof MatchesStory> = {
  title: 'Matches/League table',
  component: MatchesStory,
  args: { page: <LeagueTableHost teamID="t1" season="2025-26" variant="full" />, route: '/', paths },
};
export default meta;
type Story = StoryObj<typeof MatchesStory>;

/** the first team's table while its match is in play: provisional, the two teams marked live */
export const LiveFull: Story = {};
export const Compact: Story = {
  args: {
    page: <LeagueTableHost teamID="t1" season="2025-26" variant="compact" fullTableHref="/matches/table" />,
  },
};
export const WomenLastSeason: Story = {
  args: { page: <LeagueTableHost teamID="t2" season="2024-25" variant="full" /> },
};
export const SpoilerFree: Story = { args: { mode: 'spoiler-free' } };
export const NoTableForSeason: Story = {
  args: { page: <LeagueTableHost teamID="t1" season="1999-00" variant="full" /> },
};
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
