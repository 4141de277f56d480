import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as fixtures from './fixtures/fixtures-page.stories';
import * as centre from './centre/match-centre-page.stories';
import * as table from './table/league-table.stories';
import { expectNoAxeViolations } from '../../shared/testing/render-page';

/** Every matches story renders its state: one h1, a loading status, an alert, or the 404 page. */
describe('matches stories', () => {
  for (const [file, module] of Object.entries({ fixtures, centre })) {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComponentType][]) {
      it(`${file}: ${name}`, async () => {
        const { unmount } = render(<Story />);
        if (/loading/i.test(name)) {
          expect(await screen.findByRole('status')).toHaveTextContent(/Loading/);
        } else {
          await waitFor(() =>
            expect(screen.queryAllByRole('status').filter((s) => /^Loading/.test(s.textContent ?? ''))).toHaveLength(0),
          );
          expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
          if (/error/i.test(name)) expect(await screen.findByRole('alert')).toBeInTheDocument();
          if (/notfound/i.test(name)) expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 error');
          if (/empty/i.test(name)) expect(screen.getByText(/No matches to show/)).toBeInTheDocument();
        }
        unmount();
      });
    }
  }
});

/** Every league table story renders its state inside its section, axe clean. */
describe('league table stories', () => {
  for (const [name, Story] of Object.entries(composeStories(table)) as [string, ComponentType][]) {
    it(name, async () => {
      const { container, unmount } = render(<Story />);
      if (/loading/i.test(name)) {
        expect(await screen.findByRole('status')).toHaveTextContent('Loading the table');
      } else if (/error/i.test(name)) {
        expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
      } else if (/notable/i.test(name)) {
        expect(await screen.findByText('There is no table for this season.')).toBeInTheDocument();
      } else {
        expect(await screen.findByRole('table')).toBeInTheDocument();
      }
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
      await expectNoAxeViolations(container);
      unmount();
    });
  }
});
