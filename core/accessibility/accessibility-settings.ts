/**
 * The accessibility settings a fan can choose (PANEL-6, the accessibility widget)
 * and their rules: changing one, and the root-element attributes that show them on a
 * page (accessibility-attributes.ts names those).
 */
import { SWITCH_ATTRIBUTES, TEXT_SIZE_ATTRIBUTE, TEXT_SIZES, type TextSize } from './accessibility-attributes';

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

export const ACCESSIBILITY_SWITCHES: readonly AccessibilitySwitch[] = [
  'highContrast',
  'underlineLinks',
  'readableFont',
  'pauseMotion',
  'readingGuide',
];

export const defaultAccessibilitySettings: AccessibilitySettings = {
  textSize: 100,
  highContrast: false,
  underlineLinks: false,
  readableFont: false,
  pauseMotion: false,
  readingGuide: false,
};

export const isTextSize = (value: unknown): value is TextSize => (TEXT_SIZES as readonly unknown[]).includes(value);

export const withTextSize = (settings: AccessibilitySettings, textSize: TextSize): AccessibilitySettings =>
  settings.textSize === textSize ? settings : { ...settings, textSize };

export const withSwitch = (
  settings: AccessibilitySettings,
  key: AccessibilitySwitch,
  on: boolean,
): AccessibilitySettings => (settings[key] === on ? settings : { ...settings, [key]: on });

/** Motion is paused when the fan chose it or the device asks for reduced motion. */
export const motionPaused = (settings: AccessibilitySettings, deviceReducesMotion: boolean): boolean =>
  settings.pauseMotion || deviceReducesMotion;

export const sameSettings = (a: AccessibilitySettings, b: AccessibilitySettings): boolean =>
  a.textSize === b.textSize && ACCESSIBILITY_SWITCHES.every((key) => a[key] === b[key]);

/** Every attribute the settings own, with its value, or null where it must be absent. */
export function documentAttributes(settings: AccessibilitySettings): Readonly<Record<string, string | null>> {
  const attributes: Record<string, string | null> = {
    [TEXT_SIZE_ATTRIBUTE]: settings.textSize === 100 ? null : String(settings.textSize),
  };
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
