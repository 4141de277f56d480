import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../shared/testing/page-story';
import HomePage from './home-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/Home',
  component: PageStory,
  args: { page: <HomePage />, route: '/', paths: ['/'] },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const Ready: Story = {};
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
