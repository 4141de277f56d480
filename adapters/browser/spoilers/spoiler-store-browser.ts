/**
 * The spoiler-free setting in localStorage, for this device only. Storage may be missing
 * (the server, a blocked private mode) or hold anything (an old version, a hand edit):
 * both read as "nothing saved" and a write that fails is dropped quietly.
 */
import type { SpoilerPreferences, SpoilerStore } from '@core';
import { deviceStorage, type DeviceStorage } from '../shared/device-storage';

export const SPOILER_STORE_KEY = 'uzfc.spoiler-free';

function parse(raw: string | null): SpoilerPreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { spoilerFree, revealed } = value as Record<string, unknown>;
    if (typeof spoilerFree !== 'boolean') return null;
    const ids = Array.isArray(revealed) ? revealed.filter((id): id is string => typeof id === 'string' && id.length <= 128) : [];
    return { spoilerFree, revealed: ids };
  } catch {
    return null;
  }
}

export function createSpoilerStoreBrowser(storage: () => DeviceStorage | null = deviceStorage): SpoilerStore {
  return {
    read() {
      try {
        return parse(storage()?.getItem(SPOILER_STORE_KEY) ?? null);
      } catch {
        return null;
      }
    },
    write(preferences) {
      try {
        storage()?.setItem(SPOILER_STORE_KEY, JSON.stringify(preferences));
      } catch {
        // full or blocked: the setting holds for this page load only
      }
    },
  };
}
