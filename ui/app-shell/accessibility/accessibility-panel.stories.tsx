import { useLayoutEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultAccessibilitySettings, documentAttributes, type AccessibilitySettings } from '@core';
import { StoryFrame } from '../../shared/testing/story-frame';
import { AccessibilityPanel } from './accessibility-panel';
import { AccessibilityWidget } from './accessibility-widget';
import ReadingGuide from './reading-guide';
import { applyAttributes } from '../../shared/components/root-attributes';

/** Shows settings on the story's page, as the head script does on the site, and takes them off again. */
function OnPage({ settings, children }: { settings: AccessibilitySettings; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    applyAttributes(root, documentAttributes(settings));
    return () => applyAttributes(root, documentAttributes(defaultAccessibilitySettings));
  }, [settings]);
  return <>{children}</>;
}

const noop = () => {};
const panel = (over: Partial<AccessibilitySettings>, deviceReducesMotion = false): Story => {
  const settings = { ...defaultAccessibilitySettings, ...over };
  return {
    render: () => (
      <OnPage settings={settings}>
        <AccessibilityPanel
          settings={settings}
          deviceReducesMotion={deviceReducesMotion}
          onTextSize={noop}
          onSwitch={noop}
          onReset={noop}
          onClose={noop}
        />
      </OnPage>
    ),
  };
};

const meta: Meta = {
  title: 'Shell/Accessibility settings',
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const Defaults: Story = panel({});
export const TextAt200Percent: Story = panel({ textSize: 200 });
export const HighContrast: Story = panel({ highContrast: true });
export const UnderlinedLinksAndReadableFont: Story = panel({ underlineLinks: true, readableFont: true });
export const MotionPaused: Story = panel({ pauseMotion: true });
export const DeviceReducesMotion: Story = panel({}, true);
export const EverythingOn: Story = panel({
  textSize: 200,
  highContrast: true,
  underlineLinks: true,
  readableFont: true,
  pauseMotion: true,
  readingGuide: true,
});

/** The global navigation's button: opens the panel (or Alt+Shift+X), over in-memory storage. */
export const WidgetInTheGlobalNav: Story = {
  render: () => (
    <nav aria-label="Global" style={{ padding: '1rem' }}>
      <AccessibilityWidget />
    </nav>
  ),
};

/** The reading guide under a paragraph; it follows the pointer and keyboard focus. */
export const ReadingGuideOverText: Story = {
  render: () => (
    <main style={{ padding: '2rem', maxWidth: '40rem' }}>
      <h1>Reading guide</h1>
      <p>
        Upper Zenith returned to training on Monday ahead of the weekend&apos;s cup tie. The head coach said the squad
        was in good shape after a week of recovery, and that two players were close to a return from injury.
      </p>
      <ReadingGuide startAt={120} />
    </main>
  ),
};
