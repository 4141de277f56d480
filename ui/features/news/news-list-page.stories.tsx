import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../shared/testing/page-story';
import NewsListPage from './news-list-page';

const listPaths = ['/news', '/category/:category?'];
const meta: Meta<typeof PageStory> = { title: 'Pages/News list', component: PageStory, args: { page: <NewsListPage />, route: '/news', paths: listPaths } };
export default meta;
type Story = StoryObj<typeof PageStory>;

export const AllNews: Story = {};
export const Category: Story = { args: { route: '/category/women' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
export const UnknownCategoryNotFound: Story = { args: { route: '/category/cricket' } };
