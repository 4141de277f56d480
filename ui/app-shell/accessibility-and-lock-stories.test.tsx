import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as settings from './accessibility/accessibility-panel.stories';
import * as lock from './site-lock/site-lock-screen.stories';

// Every story of the accessibility settings and the site lock renders and passes axe, so a
// story cannot silently rot when its component changes (contrast is the journeys' to check).
const cases = [settings, lock].flatMap((mod) =>
  (Object.entries(composeStories(mod)) as [string, ComponentType][]).map(
    ([name, Story]) => [`${mod.default.title} ${name}`, Story] as const,
  ),
);

describe('accessibility settings and site lock stories', () => {
  it.each(cases)('%s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container).not.toBeEmptyDOMElement();
    const r = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
