/**
 * The spoiler-free setting in localStorage, for this device only. Storage may be missing
 * (the server, a blocked private mode) or hold anything (an old version, a hand edit):
 * both read as "nothing saved" and a write that fails is dropped quietly.
 */
import type { SpoilerPreferences, SpoilerStore } from '@core';
import { readStored, webStorage, writeQuietly } from '../shared/web-storage';

export const SPOILER_STORE_KEY = 'uzfc.spoiler-free';
type SpoilerStorage = Pick<Storage, 'getItem' | 'setItem'>;

function parse(value: unknown): SpoilerPreferences | null {
  const { spoilerFree, revealed } = value as Record<string, unknown>;
  if (typeof spoilerFree !== 'boolean') return null;
  const ids = Array.isArray(revealed)
    ? revealed.filter((id): id is string => typeof id === 'string' && id.length <= 128)
    : [];
  return { spoilerFree, revealed: ids };
}

export function createSpoilerStoreBrowser(
  storage: () => SpoilerStorage | null = webStorage('localStorage'),
): SpoilerStore {
  return {
    read: () => readStored(storage, SPOILER_STORE_KEY, parse),
    write: (preferences) => writeQuietly(storage, (s) => s.setItem(SPOILER_STORE_KEY, JSON.stringify(preferences))),
  };
}
