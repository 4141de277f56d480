import type { Meta, StoryObj } from '@storybook/react-vite';
import { newsDetailPaths } from '../../shared/testing/route-paths';
import { PageStory } from '../../shared/testing/page-story';
import NewsRoutePage from './news-route-page';

const meta: Meta<typeof PageStory> = {
  title: 'Pages/News article and archives',
  component: PageStory,
  args: { page: <NewsRoutePage />, route: '/news/report-uzfc-1-2-ashvale-wanderers', paths: newsDetailPaths },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const Article: Story = {};
// the demo article whose body carries a script, an onerror and a javascript: link
export const ArticleWithHostileHtml: Story = { args: { route: '/news/supporters-forum-minutes-published' } };
export const ArticleLoading: Story = { args: { mode: 'loading' } };
export const ArticleError: Story = { args: { mode: 'error' } };
export const ArticleNotFound: Story = { args: { route: '/news/no-such-story' } };
export const MonthArchive: Story = { args: { route: '/news/2025/08' } };
export const DayArchive: Story = { args: { route: '/news/2025/08/14' } };
export const InvalidDateNotFound: Story = { args: { route: '/news/2025/13/x' } };
