import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as toggle from './video-in-step-toggle.stories';

describe("'Follow the video' stories", () => {
  it.each(Object.entries(composeStories(toggle)) as [string, ComponentType][])(
    '%s renders a labelled checkbox without axe violations',
    async (name, Story) => {
      const { container } = render(<Story />);
      const box = screen.getByRole('checkbox', { name: /Follow the video/ });
      expect((box as HTMLInputElement).checked).toBe(name !== 'Off');
      if (name === 'FollowingBehind') expect(screen.getByText(/9 min 35 s behind the live feed/)).toBeInTheDocument();
      const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(r.violations).toEqual([]);
    },
  );
});
