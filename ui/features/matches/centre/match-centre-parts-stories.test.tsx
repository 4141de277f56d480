import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import * as statistics from './match-statistics.stories';
import * as lineups from './lineups-panel.stories';
import * as scoreboard from './match-scoreboard.stories';

/** Every state of the match centre's parts renders what it says, axe-clean. */
describe('match centre parts stories', () => {
  for (const [file, module] of Object.entries({ statistics, lineups, scoreboard })) {
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
        if (file === 'scoreboard')
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UZFC v Greywater City');
        await expectNoAxeViolations(container);
        unmount();
      });
    }
  }
});
