import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../shared/testing/page-story';
import TeamsListPage from './teams-list-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/Teams/List',
  component: PageStory,
  args: { page: <TeamsListPage />, route: '/teams', paths: ['/teams'] },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const AllTeams: Story = {};
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
