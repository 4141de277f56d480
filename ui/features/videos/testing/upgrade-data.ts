import type { LiveUpgradeData } from '@core';

/**
 * Tests and stories only: live upgrade data with the site's own look (no branding, the
 * packages modal, no pass named) and the given fields, as the wire map would give it.
 */
export const upgradeData = (fields: Partial<LiveUpgradeData> = {}): LiveUpgradeData => ({
  brandingColours: {},
  buttonLink: '',
  buttonText: '',
  entitlementDisplayOverride: '',
  lockedTitle: '',
  lockedMessage: '',
  requireLoginEntitlement: 'any',
  requireUpgradeEntitlement: '',
  ...fields,
});

/** a branding whose every pair keeps AA contrast (white on claret, ink on amber) */
export const brandedColours = {
  background: '#4a0d2c',
  foreground: '#ffffff',
  buttonBackground: '#ffc233',
  buttonForeground: '#1c0a12',
} as const;

/** light grey text on white and a pale button: too faint to read, so the site's colours stand in */
export const faintColours = {
  background: '#ffffff',
  foreground: '#cccccc',
  buttonBackground: '#eeeeee',
  buttonForeground: '#dddddd',
} as const;
