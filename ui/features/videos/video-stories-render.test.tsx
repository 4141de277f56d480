import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as audio from './audio/audio-player-modal.stories';
import * as packages from './subscriptions/packages-modal.stories';
import * as lock from './playback/stream-lock.stories';
import * as upgrade from './subscriptions/upgrade-promo.stories';
import * as player from './playback/video-player.stories';
import * as deviceSlots from './playback/device-slots.stories';

// Every story of the video and audio surfaces renders (decorators included) and passes
// axe, so a story cannot silently rot when its component changes.
const cases = [player, packages, upgrade, lock, audio, deviceSlots].flatMap((mod) =>
  // composeStories over a union of modules loses the component type; each is a plain component
  (Object.entries(composeStories(mod)) as [string, ComponentType][]).map(
    ([name, Story]) => [`${mod.default.title} ${name}`, Story] as const,
  ),
);

describe('video and audio stories', () => {
  it.each(cases)('%s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container).not.toBeEmptyDOMElement();
    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations).toEqual([]);
  });
});
