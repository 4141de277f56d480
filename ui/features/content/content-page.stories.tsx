import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentPaths } from '../../shared/testing/route-paths';
import { PageStory } from '../../shared/testing/page-story';
import ContentPageRoute from './content-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/Content',
  component: PageStory,
  args: { page: <ContentPageRoute />, route: '/tickets-membership', paths: contentPaths },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const HubWithHero: Story = {};
export const HubWithoutHero: Story = { args: { route: '/club' } };
export const LandingWithEveryBlock: Story = { args: { route: '/tickets-membership/season-tickets' } };
export const LandingWithoutHero: Story = { args: { route: '/club/policies' } };
export const DefaultWithBreadcrumbs: Story = {
  args: { route: '/club/policies/data-protection/archive/2024-statement' },
};
export const DefaultWithHero: Story = { args: { route: '/matchday-hospitality/our-lounges/the-zenith-suite' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
export const NotFound: Story = { args: { route: '/no-such-page' } };
