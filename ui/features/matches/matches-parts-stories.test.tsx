import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { expectNoAxeViolations } from '../../shared/testing/render-page';
import * as statistics from './centre/match-statistics.stories';
import * as lineups from './centre/lineups-panel.stories';
import * as scoreboard from './centre/match-scoreboard.stories';
import * as alerts from './follow/match-alerts.stories';
import * as marks from './shared/competition-mark.stories';

/** Every state of the match centre's parts, the match alerts and the competition marks renders what it says, axe-clean. */
describe('match centre parts stories', () => {
  for (const [file, module] of Object.entries({ statistics, lineups, scoreboard, alerts, marks })) {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComponentType][]) {
      it(`${file}: ${name}`, async () => {
        const { container, unmount } = render(
          <main>
            <Story />
          </main>,
        );
        if (file === 'statistics')
          expect(
            /BeforeKickOff/.test(name)
              ? screen.getByText('Attack momentum starts at kick-off.')
              : screen.getByRole('img', { name: /^Attack momentum, 1' to / }),
          ).toBeInTheDocument();
        if (file === 'lineups' && /Unavailable/.test(name)) expect(screen.getByRole('alert')).toBeInTheDocument();
        if (file === 'alerts' && name !== 'FollowButton')
          expect(screen.getByRole('region', { name: 'Match alerts' })).toBeInTheDocument();
        if (file === 'scoreboard')
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UZFC v Greywater City');
        if (file === 'marks') {
          const competition = /^(Northern Premier Division|Zenith Challenge Cup|Club Friendly)$/;
          if (/^Crest/.test(name)) expect(screen.getByRole('img', { name: competition })).toBeInTheDocument();
          else {
            expect(screen.queryByRole('img')).toBeNull();
            expect(screen.getByText(competition)).toBeVisible();
          }
        }
        await expectNoAxeViolations(container);
        unmount();
      });
    }
  }
});
