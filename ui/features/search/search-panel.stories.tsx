import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VideoSummary } from '@core';
import { StoryFrame } from '../../shared/testing/story-frame';
import { loading, ready, type LoadStatus } from '../../shared/view-models/load-status';
import { catalogueVideos } from '../videos/testing/catalogue-memory';
import { SearchPanel } from './search-panel';
import { SearchVideosResults } from './search-videos-results';
import { initialSearchState, type SearchVmState } from './search-vm';

const hits = Array.from({ length: 8 }, (_, i) => ({
  slug: `story-${i + 1}`,
  title: `Upper Zenith win the cup, part ${i + 1}`,
  publishedDate: '2025-08-03T12:00:00Z',
  category: 'First Team',
  imageKey: `news-${i + 1}`,
}));
const noop = async () => {};
const actions = {
  setTerm: () => {},
  submit: noop,
  setFilter: noop,
  setSort: noop,
  goToPage: noop,
  retry: noop,
  setTab: noop,
  close: () => {},
};
const panel = (state: Partial<SearchVmState>) => ({
  render: () => <SearchPanel state={{ ...initialSearchState(), ...state }} actions={actions} />,
});

/** the Videos tab showing a fixed answer of the video catalogue for 'clip' */
const videosTab = (list: { status: LoadStatus; items?: VideoSummary[]; total?: number; page?: number }) => ({
  render: () => (
    <SearchPanel
      state={{ ...initialSearchState(), tab: 'videos', term: 'clip', submittedTerm: 'clip' }}
      actions={actions}
      videos={
        <SearchVideosResults
          vm={{ loadMore: noop, retry: noop }}
          fallbackImageKey="uztv-fallback"
          snap={{
            submittedTerm: 'clip',
            list: {
              status: list.status,
              query: { query: 'clip' },
              items: list.items ?? [],
              total: list.total ?? 0,
              page: list.page ?? 0,
              pageSize: 12,
              loadingMore: false,
              lastAdded: 0,
              firstNewId: null,
            },
          }}
        />
      }
    />
  ),
});
const videos = catalogueVideos.slice(0, 12);

const meta: Meta = {
  title: 'Search/Search panel',
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const Empty: Story = panel({});
export const Searching: Story = panel({ term: 'cup', submittedTerm: 'cup', status: 'searching' });
export const Results: Story = panel({
  term: 'cup',
  submittedTerm: 'cup',
  status: 'done',
  hits,
  found: 44,
  start: 16,
  page: 3,
});
export const ExactByRelevance: Story = panel({
  term: 'cup',
  submittedTerm: 'cup',
  status: 'done',
  hits: hits.slice(0, 2),
  found: 2,
  filter: 'exact',
  sort: 'relevance',
});
export const NoResults: Story = panel({ term: 'zzz', submittedTerm: 'zzz', status: 'done' });
/** the search service failed: finished with no results, but the fan is told search is unavailable, with a retry */
export const Unavailable: Story = panel({ term: 'cup', submittedTerm: 'cup', status: 'done', unavailable: true });

/** Videos tab: the first 12 of 30 matching videos, free and locked ones marked, with 'Load more' */
export const VideosResults: Story = videosTab({ status: ready, items: videos, total: 30, page: 1 });
/** Videos tab: only videos for members and pass holders, each marked with a padlock */
export const VideosLocked: Story = videosTab({
  status: ready,
  items: videos.filter((v) => v.required !== null).slice(0, 4),
  total: 4,
  page: 1,
});
/** Videos tab: nothing matched: 'No results found' */
export const VideosNoResults: Story = videosTab({ status: ready, total: 0, page: 1 });
/** Videos tab: the catalogue failed: 'Search is unavailable' with 'Try again', never 'No results found' */
export const VideosUnavailable: Story = videosTab({ status: { kind: 'error', code: 'SERVICE.UNAVAILABLE' } });
/** Videos tab: the search is on its way */
export const VideosSearching: Story = videosTab({ status: loading });
