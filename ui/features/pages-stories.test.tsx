import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as home from './home/home-page.stories';
import * as newsList from './news/news-list-page.stories';
import * as newsRoute from './news/news-route-page.stories';
import * as appNews from './news/app-news/app-news-page.stories';
import * as content from './content/content-page.stories';
import * as teamsList from './teams/teams-pages.stories';
import * as team from './teams/team-page.stories';
import * as player from './teams/player-page.stories';
import * as sections from './teams/section-pages.stories';

/** Every page story renders its state: a single h1, or (loading) a status. Stories cannot rot unnoticed. */
const all = { home, newsList, newsRoute, appNews, content, teamsList, team, player, sections };

describe('page stories', () => {
  for (const [file, module] of Object.entries(all)) {
    // composeStories over a union of modules loses the component type; each is a plain component
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComponentType][]) {
      it(`${file}: ${name}`, async () => {
        render(<Story />);
        if (/loading/i.test(name)) {
          expect(await screen.findByRole('status')).toBeInTheDocument();
          return;
        }
        await waitFor(() =>
          expect(screen.queryAllByRole('status').filter((s) => /^Loading/.test(s.textContent ?? ''))).toHaveLength(0),
        );
        await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
        if (/error/i.test(name)) expect(await screen.findByRole('alert')).toBeInTheDocument();
        if (/notfound/i.test(name)) expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 error');
      });
    }
  }
});
