/**
 * How the accessibility settings show on a page: attributes of its root element, which
 * one stylesheet reacts to, the page's own code reads (is motion paused, is the reading
 * guide on) and the page's head script sets from storage before the first paint. Kept
 * apart from the rules (accessibility-settings.ts) so a page's first bundle carries only
 * these names; the rules load with the settings panel.
 */
import type { AccessibilitySwitch } from './accessibility-settings';

/** Text size steps in percent of the browser's own size: up to 200% (WCAG 1.4.4). */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** Where the device keeps the settings (localStorage key): the head script and the adapter share it. */
export const ACCESSIBILITY_STORAGE_KEY = 'uzfc.accessibility';

/** The root element's attribute for the text size (absent at 100%). */
export const TEXT_SIZE_ATTRIBUTE = 'data-a11y-text';
/** Set when motion is paused: the video player and smooth scrolling watch it. */
export const MOTION_ATTRIBUTE = 'data-a11y-motion';
/** Set when the reading guide is on: the widget mounts the guide. */
export const READING_GUIDE_ATTRIBUTE = 'data-a11y-guide';

/** Each switch, the root element's attribute it sets when on, and that attribute's value. */
export const SWITCH_ATTRIBUTES: readonly (readonly [AccessibilitySwitch, string, string])[] = [
  ['highContrast', 'data-a11y-contrast', 'high'],
  ['underlineLinks', 'data-a11y-links', 'underline'],
  ['readableFont', 'data-a11y-font', 'readable'],
  ['pauseMotion', MOTION_ATTRIBUTE, 'paused'],
  ['readingGuide', READING_GUIDE_ATTRIBUTE, 'on'],
];

/**
 * Opens the settings panel from anywhere: Alt+Shift+X (Option+Shift+X on a Mac). Chosen
 * because Alt+Shift+A focuses inactive dialogs in Chrome and screen readers use
 * Insert, Caps Lock or Control+Option, never Alt+Shift with a letter.
 */
export const ACCESSIBILITY_SHORTCUT = {
  label: 'Alt+Shift+X',
  macLabel: 'Option+Shift+X',
  code: 'KeyX',
  key: 'x',
} as const;
