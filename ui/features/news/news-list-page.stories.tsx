import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageStory } from '../../shared/testing/page-story';
import { createNewsMemory } from '@adapters/memory/news/news-memory';
import { createSpoilerStoreMemory } from '@adapters/memory/spoilers/spoiler-store-memory';
import { memorySeed } from '@adapters/memory/seed';
import { createMemoryServices } from '@test/support/memory-services';
import NewsListPage from './news-list-page';

const listPaths = ['/news', '/category/:category?'];
const meta: Meta<typeof PageStory> = {
  title: 'Pages/News list',
  component: PageStory,
  args: { page: <NewsListPage />, route: '/news', paths: listPaths },
};
export default meta;
type Story = StoryObj<typeof PageStory>;

export const AllNews: Story = {};
export const Category: Story = { args: { route: '/category/women' } };
export const Loading: Story = { args: { mode: 'loading' } };
export const Error: Story = { args: { mode: 'error' } };
export const UnknownCategoryNotFound: Story = { args: { route: '/category/cricket' } };

/** a match report at the top, its score held back for a spoiler-free fan */
export const SpoilerFreeMatchReport: Story = {
  args: {
    services: () =>
      createMemoryServices({
        news: createNewsMemory({
          articles: [
            {
              ...memorySeed.news[0]!,
              slug: 'report-uzfc-harbour',
              title: 'Report: UZFC 2-1 Harbour Town',
              publishedAt: '2099-01-01T12:00:00Z',
            },
            ...memorySeed.news,
          ],
          categories: memorySeed.newsCategories,
        }),
        spoilers: createSpoilerStoreMemory({ spoilerFree: true, revealed: [] }),
      }),
  },
};
