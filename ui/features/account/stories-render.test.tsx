import axe from 'axe-core';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as panelStories from './account-panel.stories';
import * as restrictedStories from './restricted-media.stories';
import * as noticeStories from './account-service-notice.stories';

// Every story renders (as Storybook would: meta args, then story args) and passes axe,
// so a story cannot silently rot when the panel changes.
type StoryModule = {
  default: { component: ComponentType<Record<string, unknown>>; args?: Record<string, unknown> };
} & Record<string, unknown>;

const cases = [panelStories, restrictedStories, noticeStories].flatMap((mod) => {
  const { default: meta, ...stories } = mod as unknown as StoryModule;
  return Object.entries(stories).map(
    ([name, story]) => [name, meta, story as { args?: Record<string, unknown> }] as const,
  );
});

describe('account stories', () => {
  it.each(cases)('%s renders without axe violations', async (_name, meta, story) => {
    const Component = meta.component;
    const { container } = render(<Component {...meta.args} {...story.args} />);
    // let the shell's web settings arrive (the login headings) before checking
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container).not.toBeEmptyDOMElement();
    expect(
      screen.queryAllByRole('dialog').length +
        screen.queryAllByRole('button').length +
        screen.queryAllByRole('status').length,
    ).toBeGreaterThan(0);
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });
});
