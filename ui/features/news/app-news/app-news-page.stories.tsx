import type { Meta, StoryObj } from '@storybook/react-vite';
import { appNewsPaths } from '../../../shared/testing/route-paths';
import { PageStory } from '../../../shared/testing/page-story';
import AppNewsPage from './app-news-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/App news',
  component: PageStory,
  args: { page: <AppNewsPage />, route: '/app/news', paths: appNewsPaths },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const AppList: Story = {};
export const AppArticle: Story = { args: { route: '/app/news/women-beat-stonemere-albion-in-the-cup' } };
export const AppLoading: Story = { args: { mode: 'loading' } };
export const AppError: Story = { args: { mode: 'error', route: '/app/news/women-beat-stonemere-albion-in-the-cup' } };
export const AppNotFound: Story = { args: { route: '/app/news/2025/13/x' } };
