import axe from 'axe-core';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import * as notificationStories from './notifications.stories';

// Every story renders (meta args, then story args, or its own render) and passes axe.
type Story = { args?: Record<string, unknown>; render?: () => ReactElement };
const { default: meta, ...stories } = notificationStories as unknown as {
  default: { component: ComponentType<Record<string, unknown>>; args?: Record<string, unknown> };
} & Record<string, Story>;

describe('notification stories', () => {
  it.each(Object.entries(stories))('%s renders a toast or banner without axe violations', async (_name, story) => {
    const Component = meta.component;
    const { container } = render(story.render ? story.render() : <Component {...meta.args} {...story.args} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryAllByRole('status').length + screen.queryAllByRole('alert').length).toBe(1);
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });
});
