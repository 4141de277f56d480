import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPageStory } from '../testing/video-page-story';
import VideoChannelPage from './video-channel-page';

const meta: Meta<typeof VideoPageStory> = {
  title: 'Pages/Videos/Channel',
  component: VideoPageStory,
  args: { page: <VideoChannelPage />, route: '/videos/channel/highlights', paths: ['/videos/channel/:slug?'] },
};
export default meta;
type Story = StoryObj<typeof VideoPageStory>;

export const Channel: Story = {};
export const ChannelList: Story = { args: { route: '/videos/channel' } };
export const EmptyChannel: Story = { args: { mode: 'empty' } };
export const UnknownChannelNotFound: Story = { args: { route: '/videos/channel/cricket' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
