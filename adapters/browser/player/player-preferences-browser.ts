/**
 * The player's remembered choices in localStorage, for this device only. Storage may be
 * missing (the server, a blocked private mode) or hold anything: both read as "nothing saved"
 * or as the fields that make sense (core readPlayerPreferences), and a failed write is dropped.
 */
import { readPlayerPreferences, type PlayerPreferencesStore } from '@core';
import { readStored, webStorage, writeQuietly, type WebStorage } from '../shared/web-storage';

export const PLAYER_PREFERENCES_KEY = 'uzfc.player';

export function createPlayerPreferencesBrowser(
  storage: () => Pick<WebStorage, 'getItem' | 'setItem'> | null = webStorage('localStorage'),
): PlayerPreferencesStore {
  return {
    read: () => readStored(storage, PLAYER_PREFERENCES_KEY, readPlayerPreferences),
    write: (preferences) =>
      writeQuietly(storage, (s) =>
        s.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify(readPlayerPreferences(preferences))),
      ),
  };
}
