import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import * as browse from './video-browse-page.stories';
import * as channel from './video-channel-page.stories';
import * as faqs from './video-faqs-page.stories';
import * as home from './videos-home-page.stories';
import * as subscribe from '../subscriptions/video-subscribe-page.stories';
import * as card from './video-card.stories';

/**
 * Every video page story renders its state with one h1 and no axe violations: loading
 * stories show a status, error stories an alert, not-found stories the 404.
 */
const all = { home, browse, channel, faqs, subscribe, card };

describe('video page stories', () => {
  for (const [file, module] of Object.entries(all)) {
    // composeStories over a union of modules loses the component type; each is a plain component
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComponentType][]) {
      it(`${file}: ${name}`, async () => {
        const { container } = render(<Story />);
        if (file === 'card') {
          expect(await screen.findByRole('article')).toBeInTheDocument();
          const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
          expect(r.violations).toEqual([]);
          return;
        }
        if (/loading|checking/i.test(name)) expect(await screen.findAllByRole('status')).not.toHaveLength(0);
        else
          await waitFor(() =>
            expect(
              screen.queryAllByRole('status').filter((s) => /^(Loading|Checking)/.test(s.textContent ?? '')),
            ).toHaveLength(0),
          );
        await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
        if (/error/i.test(name)) expect(await screen.findByRole('alert')).toBeInTheDocument();
        if (/notfound/i.test(name)) expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 error');
        const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
        expect(r.violations).toEqual([]);
      });
    }
  }
});
