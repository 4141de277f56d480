import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as overlays from './overlays.stories';
import * as pages from './playback/pages.stories';
import * as view from './playback/stream-view.stories';
import * as canIWatch from './playback/can-i-watch-page.stories';

// Every story of the stream surfaces renders (decorators included) and passes axe.
const cases = [view, pages, overlays, canIWatch].flatMap((mod) =>
  (Object.entries(composeStories(mod)) as [string, ComponentType][]).map(
    ([name, Story]) => [`${mod.default.title} ${name}`, Story] as const,
  ),
);

describe('stream stories', () => {
  it.each(cases)('%s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(document.body).not.toBeEmptyDOMElement();
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });
});
