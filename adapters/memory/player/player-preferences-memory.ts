import type { PlayerPreferences, PlayerPreferencesStore } from '@core';

/** The player's remembered choices held in memory (tests, stories, the server). */
export function createPlayerPreferencesMemory(
  initial: PlayerPreferences | null = null,
): PlayerPreferencesStore & { readonly saved: PlayerPreferences | null } {
  let saved = initial;
  return {
    get saved() {
      return saved;
    },
    read: () => saved,
    write: (p) => void (saved = { ...p }),
  };
}
