import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPageStory } from '../testing/video-page-story';
import VideoFaqsPage from './video-faqs-page';

const meta: Meta<typeof VideoPageStory> = {
  title: 'Pages/Videos/FAQs',
  component: VideoPageStory,
  args: { page: <VideoFaqsPage />, route: '/videos/faqs', paths: ['/videos/faqs'] },
};
export default meta;
type Story = StoryObj<typeof VideoPageStory>;

export const Questions: Story = {};
export const Empty: Story = { args: { mode: 'empty' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
