import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoPageStory } from '../testing/video-page-story';
import VideoSubscribePage from './video-subscribe-page';

const meta: Meta<typeof VideoPageStory> = {
  title: 'Pages/Videos/Subscribe',
  component: VideoPageStory,
  args: { page: <VideoSubscribePage />, route: '/videos/sub', paths: ['/videos/sub'] },
};
export default meta;
type Story = StoryObj<typeof VideoPageStory>;

export const SignedIn: Story = { args: { viewer: 'signed-in' } };
export const Guest: Story = {};
export const NoAccountsYet: Story = { args: { viewer: 'none' } };
export const CheckingSession: Story = { args: { viewer: 'checking', packages: 'loading' } };
export const BackFromCheckout: Story = { args: { viewer: 'signed-in', route: '/videos/sub?purchase=success' } };
export const NoPackages: Story = { args: { viewer: 'signed-in', packages: 'empty' } };
export const PackagesLoading: Story = { args: { viewer: 'signed-in', packages: 'loading' } };
export const PackagesError: Story = { args: { viewer: 'signed-in', packages: 'error' } };
