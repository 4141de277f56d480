import type { PlayerPreferences } from '../video/player-preferences';

/** The fan's choices in the video player, remembered on this device (site: localStorage). */
export interface PlayerPreferencesStore {
  /** null when nothing was saved (or the device cannot say: the server) */
  read(): PlayerPreferences | null;
  write(preferences: PlayerPreferences): void;
}
