import type { SpoilerPreferences, SpoilerStore } from '@core';

/** The spoiler-free setting held in memory (tests, stories, memory mode's server). */
export function createSpoilerStoreMemory(
  initial: SpoilerPreferences | null = null,
): SpoilerStore & { readonly saved: SpoilerPreferences | null } {
  let saved = initial;
  return {
    get saved() {
      return saved;
    },
    read: () => saved,
    write: (p) => void (saved = p),
  };
}
