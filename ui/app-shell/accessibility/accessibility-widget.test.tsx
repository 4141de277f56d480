import axe from 'axe-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessibilitySettingsStore } from '@core';
import { createAccessibilitySettingsStoreMemory } from '@adapters/memory/accessibility/accessibility-settings-store-memory';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { AccessibilityWidget } from './accessibility-widget';

const root = document.documentElement;
const clearRoot = () =>
  [...root.attributes].filter((a) => a.name.startsWith('data-a11y-')).forEach((a) => root.removeAttribute(a.name));
afterEach(clearRoot);

const axeClean = async () => {
  // jsdom cannot compute colours: contrast is checked in the browser journeys
  const r = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(r.violations.map((v) => v.id)).toEqual([]);
};

function setup(store: AccessibilitySettingsStore = createAccessibilitySettingsStoreMemory()) {
  const services = createMemoryServices({ accessibilitySettings: store });
  const view = renderWithServices(
    <nav aria-label="Global">
      <a href="/news">News</a>
      <AccessibilityWidget />
    </nav>,
    { services },
  );
  return { ...view, store };
}

describe('AccessibilityWidget', () => {
  it('a keyboard-only fan opens the settings from the global nav, raises the text to 200%, turns on high contrast, and Escape returns them', async () => {
    const user = userEvent.setup();
    const store = createAccessibilitySettingsStoreMemory();
    setup(store);
    const button = screen.getByRole('button', { name: 'Accessibility' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+X');

    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility settings' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // focus moves into the dialog once it has opened (an effect): waited for, not assumed
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '100%' })).toHaveFocus());
    expect(within(dialog).getByText(/Open these settings from any page with/)).toHaveTextContent('Alt+Shift+X');
    await axeClean();

    // arrow keys walk the text sizes: four steps to 200%
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '200%' })).toBeChecked();
    expect(root).toHaveAttribute('data-a11y-text', '200');

    await user.tab();
    expect(within(dialog).getByRole('switch', { name: 'High contrast' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('switch', { name: 'High contrast' })).toBeChecked();
    expect(root).toHaveAttribute('data-a11y-contrast', 'high');
    await axeClean();
    await waitFor(() => expect(store.saved).toMatchObject({ textSize: 200, highContrast: true }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    // closing keeps the settings
    expect(root).toHaveAttribute('data-a11y-text', '200');
  });

  it('the shortcut opens the settings from anywhere and closes them again', async () => {
    const user = userEvent.setup();
    setup();
    screen.getByRole('link', { name: 'News' }).focus();
    await user.keyboard('{Alt>}{Shift>}X{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Accessibility settings' })).toBeInTheDocument();
    // Option+Shift+X on a Mac types a symbol: the physical key still counts
    fireEvent.keyDown(document, { key: '˛', code: 'KeyX', altKey: true, shiftKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Alt+X alone, or with Control, is not the shortcut
    fireEvent.keyDown(document, { key: 'x', code: 'KeyX', altKey: true });
    fireEvent.keyDown(document, { key: 'X', code: 'KeyX', altKey: true, shiftKey: true, ctrlKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('every switch shows on the page and stays axe clean; reset turns everything off', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Accessibility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility settings' });
    const expected: Record<string, [string, string]> = {
      'High contrast': ['data-a11y-contrast', 'high'],
      'Underline links': ['data-a11y-links', 'underline'],
      'Readable font': ['data-a11y-font', 'readable'],
      'Pause motion and autoplay': ['data-a11y-motion', 'paused'],
      'Reading guide': ['data-a11y-guide', 'on'],
    };
    for (const [name, [attribute, value]] of Object.entries(expected)) {
      const control = within(dialog).getByRole('switch', { name });
      expect(control).toHaveAccessibleDescription(/.+/);
      await user.click(control);
      expect(control).toBeChecked();
      expect(root).toHaveAttribute(attribute, value);
      await axeClean();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Reset all settings' }));
    expect([...root.attributes].filter((a) => a.name.startsWith('data-a11y-'))).toEqual([]);
    expect(within(dialog).getByRole('radio', { name: '100%' })).toBeChecked();
  });

  it('the reading guide follows the pointer and focus, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.queryByTestId('reading-guide')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accessibility' }));
    await user.click(await screen.findByRole('switch', { name: 'Reading guide' }));
    const guide = await screen.findByTestId('reading-guide');
    expect(guide).toHaveAttribute('aria-hidden', 'true');
    act(() => {
      fireEvent.pointerMove(document, { clientY: 200 });
    });
    expect(guide).toBeVisible();
    expect(guide.style.transform).toBe('translateY(212px)');
    await user.click(screen.getByRole('switch', { name: 'Reading guide' }));
    await waitFor(() => expect(screen.queryByTestId('reading-guide')).not.toBeInTheDocument());
  });

  it('with the device asking for reduced motion, motion shows as paused and cannot be switched back on here', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({
      ...original(q),
      matches: q.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      setup();
      await user.click(screen.getByRole('button', { name: 'Accessibility' }));
      const motion = await screen.findByRole('switch', { name: 'Pause motion and autoplay' });
      expect(motion).toBeChecked();
      expect(motion).toBeDisabled();
      expect(motion).toHaveAccessibleDescription(/your device asks for reduced motion/);
      await axeClean();
    } finally {
      window.matchMedia = original;
    }
  });

  it('opens with what the page shows (the head script applied it before the first paint)', async () => {
    const user = userEvent.setup();
    root.setAttribute('data-a11y-text', '150');
    root.setAttribute('data-a11y-links', 'underline');
    setup(
      createAccessibilitySettingsStoreMemory({
        textSize: 150,
        highContrast: false,
        underlineLinks: true,
        readableFont: false,
        pauseMotion: false,
        readingGuide: false,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Accessibility' }));
    expect(await screen.findByRole('radio', { name: '150%' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Underline links' })).toBeChecked();
  });
});
