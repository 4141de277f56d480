/**
 * The registration note in sessionStorage: this tab only (the portal returns to the tab
 * that left for it), gone when the tab closes. Missing, blocked or junk storage reads as
 * "no note" (the return then counts a sign-in), and a failed write is dropped.
 */
import type { RegistrationNote } from '@core';
import { readStored, webStorage, writeQuietly, type WebStorage } from '../shared/web-storage';

export const REGISTRATION_NOTE_KEY = 'uzfc.left-to-register';

const parse = (value: unknown): number | null => {
  const { atMs } = value as Record<string, unknown>;
  return typeof atMs === 'number' && Number.isFinite(atMs) ? atMs : null;
};

export function createRegistrationNoteBrowser(
  storage: () => WebStorage | null = webStorage('sessionStorage'),
): RegistrationNote {
  return {
    read: () => readStored(storage, REGISTRATION_NOTE_KEY, parse),
    write: (atMs) => writeQuietly(storage, (s) => s.setItem(REGISTRATION_NOTE_KEY, JSON.stringify({ atMs }))),
    clear: () => writeQuietly(storage, (s) => s.removeItem(REGISTRATION_NOTE_KEY)),
  };
}
