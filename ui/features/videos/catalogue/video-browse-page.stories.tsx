import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPageStory } from '../testing/video-page-story';
import VideoBrowsePage from './video-browse-page';

const meta: Meta<typeof VideoPageStory> = {
  title: 'Pages/Videos/Browse',
  component: VideoPageStory,
  args: { page: <VideoBrowsePage />, route: '/videos/browse', paths: ['/videos/browse', '/videos/categories'] },
};
export default meta;
type Story = StoryObj<typeof VideoPageStory>;

export const AllVideos: Story = {};
export const Filtered: Story = { args: { route: '/videos/browse?team=Women&duration=long' } };
export const Categories: Story = { args: { route: '/videos/categories' } };
export const GarbageInTheAddress: Story = {
  args: { route: '/videos/browse?team=Robots&season=1999&duration=forever' },
};
export const NoResults: Story = { args: { route: '/videos/browse?q=no+such+clip' } };
export const Empty: Story = { args: { mode: 'empty' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
