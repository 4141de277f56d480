import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  parseHexColour,
} from '../accessibility/colour-contrast';
import type { LiveUpgradeColours } from './video-types';

/**
 * The stream lock's own colours (ui/shared/styles/tokens.css: navy, white, gold): what a
 * service's branding of the lock falls back to, and what it is checked against. Here, not in
 * the site's constants, so only the pages with a stream carry them.
 */
export const streamLockColours = {
  background: '#0b1d3a',
  foreground: '#ffffff',
  buttonBackground: '#f2b705',
  buttonForeground: '#0b1d3a',
} as const;

export interface ColourPair {
  readonly background: string;
  readonly foreground: string;
}

/** what the lock paints; null: the site's own pair (streamLockColours) */
export interface LockColours {
  readonly panel: ColourPair | null;
  readonly button: ColourPair | null;
}

const pairOf = (background: unknown, foreground: unknown): ColourPair | null => {
  const [bg, fg] = [parseHexColour(background), parseHexColour(foreground)];
  return bg && fg && contrastRatio(bg, fg) >= AA_TEXT_CONTRAST ? { background: bg, foreground: fg } : null;
};

/**
 * Which of the live upgrade data's branding colours the stream lock may use. A pair (the
 * lock's background and text, the upgrade button's background and text) is used only when
 * both its colours are well-formed and its text keeps AA contrast (4.5:1); the button must
 * also stand out from the lock's background (3:1, a control's AA contrast). Whatever fails
 * falls back to the site's own colours, a pair at a time, and a branded background that the
 * site's own button would not stand out on is dropped too: the lock is never unreadable.
 */
export function lockColours(branding: LiveUpgradeColours | undefined): LockColours {
  const site = streamLockColours;
  let panel = pairOf(branding?.background, branding?.foreground);
  const brandedButton = pairOf(branding?.buttonBackground, branding?.buttonForeground);
  const button =
    brandedButton && contrastRatio(brandedButton.background, (panel ?? site).background) >= AA_NON_TEXT_CONTRAST
      ? brandedButton
      : null;
  // the site's own button on a branded background must stand out too (a branded button
  // was checked against the background it will sit on)
  if (panel && !button && contrastRatio(site.buttonBackground, panel.background) < AA_NON_TEXT_CONTRAST) panel = null;
  return { panel, button };
}
