import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../shared/testing/page-story';
import WomenPage from './women-page';
import AcademyPage from './academy-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/Teams/Sections',
  component: PageStory,
  args: { page: <WomenPage />, route: '/women', paths: ['/women'] },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const Women: Story = {};
export const WomenLoading: Story = { args: { mode: 'loading' } };
export const WomenError: Story = { args: { mode: 'error' } };
export const Academy: Story = { args: { page: <AcademyPage />, route: '/academy', paths: ['/academy'] } };
export const AcademyLoading: Story = {
  args: { page: <AcademyPage />, route: '/academy', paths: ['/academy'], mode: 'loading' },
};
export const AcademyError: Story = {
  args: { page: <AcademyPage />, route: '/academy', paths: ['/academy'], mode: 'error' },
};
