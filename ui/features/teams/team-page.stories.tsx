import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { unavailable, err } from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { PageStory } from '../../shared/testing/page-story';
import TeamPage from './team-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/Teams/Team',
  component: PageStory,
  args: { page: <TeamPage />, route: '/teams/first-team', paths: ['/teams/:team'] },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

/** grouped by position, full cards with positions, overview, staff, players out on loan */
export const FirstTeam: Story = {};
export const WomensTeam: Story = { args: { route: '/teams/women' } };
/** child friendly: compact cards, no overview */
export const U18MiniCards: Story = { args: { route: '/teams/u18' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
export const NotFound: Story = { args: { route: '/teams/veterans' } };
/** the loaned players and teams service is down: the squad shows, the loans section says so */
export const LoansUnavailable: Story = {
  args: {
    services: () =>
      createMemoryServices({ teams: { ...createTeamMemory(), loans: async () => err(unavailable('loaned')) } }),
  },
};
