import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../../shared/testing/story-frame';
import { SearchPanel } from './search-panel';
import { initialSearchState, type SearchVmState } from './search-vm';

const hits = Array.from({ length: 8 }, (_, i) => ({
  slug: `story-${i + 1}`, title: `Upper Zenith win the cup, part ${i + 1}`, publishedDate: '2025-08-03T12:00:00Z', category: 'First Team', imageKey: `news-${i + 1}`,
}));
const noop = async () => {};
const actions = { setTerm: () => {}, submit: noop, setFilter: noop, setSort: noop, goToPage: noop, retry: noop, close: () => {} };
const panel = (state: Partial<SearchVmState>) => ({ render: () => <SearchPanel state={{ ...initialSearchState(), ...state }} actions={actions} /> });

const meta: Meta = { title: 'Search/Search panel', decorators: [(Story) => <StoryFrame><Story /></StoryFrame>] };
export default meta;
type Story = StoryObj;

export const Empty: Story = panel({});
export const Searching: Story = panel({ term: 'cup', submittedTerm: 'cup', status: 'searching' });
export const Results: Story = panel({ term: 'cup', submittedTerm: 'cup', status: 'done', hits, found: 44, start: 16, page: 3 });
export const ExactByRelevance: Story = panel({ term: 'cup', submittedTerm: 'cup', status: 'done', hits: hits.slice(0, 2), found: 2, filter: 'exact', sort: 'relevance' });
export const NoResults: Story = panel({ term: 'zzz', submittedTerm: 'zzz', status: 'done' });
/** the search service failed: finished with no results, but the fan is told search is unavailable, with a retry */
export const Unavailable: Story = panel({ term: 'cup', submittedTerm: 'cup', status: 'done', unavailable: true });
