import type { ComponentType } from 'react';
import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './search-panel.stories';

const { VideosResults, VideosLocked, VideosNoResults, VideosUnavailable, VideosSearching } = composeStories(stories);

/** The Videos tab's stories show what a fan sees in each state, and none has axe violations. */
describe('search panel stories: the Videos tab', () => {
  const cases: [string, ComponentType, () => void][] = [
    [
      'results',
      VideosResults,
      () => {
        expect(screen.getByText('Showing 12 of 30 videos')).toBeInTheDocument();
        expect(within(screen.getByRole('list', { name: 'Video results' })).getAllByRole('article')).toHaveLength(12);
        expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
      },
    ],
    [
      'locked',
      VideosLocked,
      () => {
        const cards = within(screen.getByRole('list', { name: 'Video results' })).getAllByRole('article');
        for (const card of cards) expect(within(card).getByText(/^(Members|Subscribers)$/)).toBeInTheDocument();
      },
    ],
    ['no results', VideosNoResults, () => expect(screen.getByText('No results found')).toBeInTheDocument()],
    [
      'unavailable',
      VideosUnavailable,
      () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Search is unavailable');
        expect(screen.queryByText('No results found')).not.toBeInTheDocument();
      },
    ],
    ['searching', VideosSearching, () => expect(screen.getByRole('status')).toHaveTextContent('Loading videos')],
  ];
  for (const [name, Story, expectations] of cases) {
    it(`${name}: on the Videos tab, axe clean`, async () => {
      const { container } = render(<Story />);
      expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('searchbox', { name: 'Search videos' })).toBeInTheDocument();
      expectations();
      const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(r.violations).toEqual([]);
    });
  }
});
