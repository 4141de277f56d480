/** The fan's spoiler-free setting, remembered on this device (site: localStorage). */
export interface SpoilerPreferences {
  /** hide scores and results until revealed */
  readonly spoilerFree: boolean;
  /** matches the fan chose to reveal while spoiler-free is on */
  readonly revealed: readonly string[];
}

export interface SpoilerStore {
  /** null when nothing was saved (or the device cannot say: the server) */
  read(): SpoilerPreferences | null;
  write(preferences: SpoilerPreferences): void;
}
