/**
 * The accessibility settings a fan can choose (site-shell §2, the accessibility widget)
 * and how they show on the page. They are applied as attributes on the document's root
 * element, so one stylesheet reacts to them, the page's own code can read them (the
 * video player asks whether motion is paused), and a tiny script in the page's head can
 * set them from storage before the first paint.
 */

/** Text size steps in percent of the browser's own size: up to 200% (WCAG 1.4.4). */
export const TEXT_SIZES = [100, 125, 150, 175, 200] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export interface AccessibilitySettings {
  readonly textSize: TextSize;
  readonly highContrast: boolean;
  readonly underlineLinks: boolean;
  readonly readableFont: boolean;
  /** stop animations, transitions and videos that start on their own */
  readonly pauseMotion: boolean;
  /** a horizontal bar that follows the pointer and keyboard focus */
  readonly readingGuide: boolean;
}

export type AccessibilitySwitch = Exclude<keyof AccessibilitySettings, 'textSize'>;

export const defaultAccessibilitySettings: AccessibilitySettings = {
  textSize: 100, highContrast: false, underlineLinks: false, readableFont: false, pauseMotion: false, readingGuide: false,
};

/** Where the device keeps them (localStorage key): the head script and the adapter share it. */
export const ACCESSIBILITY_STORAGE_KEY = 'uzfc.accessibility';

/** The root element's attribute for the text size (absent at 100%). */
export const TEXT_SIZE_ATTRIBUTE = 'data-a11y-text';

/** Each switch, the root element's attribute it sets when on, and that attribute's value. */
export const SWITCH_ATTRIBUTES: readonly (readonly [AccessibilitySwitch, string, string])[] = [
  ['highContrast', 'data-a11y-contrast', 'high'],
  ['underlineLinks', 'data-a11y-links', 'underline'],
  ['readableFont', 'data-a11y-font', 'readable'],
  ['pauseMotion', 'data-a11y-motion', 'paused'],
  ['readingGuide', 'data-a11y-guide', 'on'],
];

export const ACCESSIBILITY_SWITCHES: readonly AccessibilitySwitch[] = SWITCH_ATTRIBUTES.map(([key]) => key);

const attributeOf = (key: AccessibilitySwitch): readonly [AccessibilitySwitch, string, string] =>
  SWITCH_ATTRIBUTES.find(([k]) => k === key) as readonly [AccessibilitySwitch, string, string];

/** The attribute the page's motion code watches (also set by nothing else). */
export const MOTION_ATTRIBUTE = attributeOf('pauseMotion')[1];
export const READING_GUIDE_ATTRIBUTE = attributeOf('readingGuide')[1];

/**
 * Opens the settings panel from anywhere: Alt+Shift+X (Option+Shift+X on a Mac). Chosen
 * because Alt+Shift+A focuses inactive dialogs in Chrome and screen readers use
 * Insert, Caps Lock or Control+Option, never Alt+Shift with a letter.
 */
export const ACCESSIBILITY_SHORTCUT = { label: 'Alt+Shift+X', macLabel: 'Option+Shift+X', code: 'KeyX', key: 'x' } as const;

export const isTextSize = (value: unknown): value is TextSize => (TEXT_SIZES as readonly unknown[]).includes(value);

export const withTextSize = (settings: AccessibilitySettings, textSize: TextSize): AccessibilitySettings =>
  settings.textSize === textSize ? settings : { ...settings, textSize };

export const withSwitch = (settings: AccessibilitySettings, key: AccessibilitySwitch, on: boolean): AccessibilitySettings =>
  settings[key] === on ? settings : { ...settings, [key]: on };

/** Motion is paused when the fan chose it or the device asks for reduced motion. */
export const motionPaused = (settings: AccessibilitySettings, deviceReducesMotion: boolean): boolean =>
  settings.pauseMotion || deviceReducesMotion;

export const sameSettings = (a: AccessibilitySettings, b: AccessibilitySettings): boolean =>
  a.textSize === b.textSize && ACCESSIBILITY_SWITCHES.every((key) => a[key] === b[key]);

/** Every attribute the settings own, with its value, or null where it must be absent. */
export function documentAttributes(settings: AccessibilitySettings): Readonly<Record<string, string | null>> {
  const attributes: Record<string, string | null> = { [TEXT_SIZE_ATTRIBUTE]: settings.textSize === 100 ? null : String(settings.textSize) };
  for (const [key, name, value] of SWITCH_ATTRIBUTES) attributes[name] = settings[key] ? value : null;
  return attributes;
}

/** The settings a page shows (the inverse of documentAttributes; anything unknown reads as off). */
export function settingsFromAttributes(read: (name: string) => string | null): AccessibilitySettings {
  const size = Number(read(TEXT_SIZE_ATTRIBUTE));
  let settings: AccessibilitySettings = { ...defaultAccessibilitySettings, textSize: isTextSize(size) ? size : 100 };
  for (const [key, name, value] of SWITCH_ATTRIBUTES) settings = withSwitch(settings, key, read(name) === value);
  return settings;
}
