import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPageStory } from '../testing/video-page-story';
import VideosHomePage from './videos-home-page';

const meta: Meta<typeof VideoPageStory> = {
  title: 'Pages/Videos/Home',
  component: VideoPageStory,
  args: { page: <VideosHomePage />, route: '/videos', paths: ['/videos'] },
};
export default meta;
type Story = StoryObj<typeof VideoPageStory>;

export const Guest: Story = {};
export const SignedIn: Story = { args: { viewer: 'signed-in' } };
export const NoAccountsYet: Story = { args: { viewer: 'none' } };
export const Empty: Story = { args: { mode: 'empty' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
