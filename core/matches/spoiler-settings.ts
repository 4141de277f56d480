/**
 * Spoiler-free mode as a fan sets it: on or off for the device, and the matches revealed
 * while it is on. `showsScore` is the one rule every screen asks (fixtures, match centre,
 * result headlines). The revealed list is bounded so the device's storage never grows.
 */
import type { SpoilerPreferences, SpoilerStore } from '../ports/spoiler-store.port';

export const MAX_REVEALED_MATCHES = 200;
export const noSpoilerPreferences: SpoilerPreferences = { spoilerFree: false, revealed: [] };

export const showsScore = (p: SpoilerPreferences, matchID: string): boolean =>
  !p.spoilerFree || p.revealed.includes(matchID);

export function withSpoilerFree(p: SpoilerPreferences, on: boolean): SpoilerPreferences {
  // turning it on starts afresh: nothing is revealed until the fan asks again
  return on ? { spoilerFree: true, revealed: [] } : { spoilerFree: false, revealed: [] };
}

export function withRevealed(p: SpoilerPreferences, matchID: string): SpoilerPreferences {
  if (!p.spoilerFree || p.revealed.includes(matchID)) return p;
  return { ...p, revealed: [...p.revealed, matchID].slice(-MAX_REVEALED_MATCHES) };
}

export interface SpoilerSettings {
  read(): SpoilerPreferences;
  setSpoilerFree(on: boolean): SpoilerPreferences;
  reveal(matchID: string): SpoilerPreferences;
}

export const makeSpoilerSettings = ({ store }: { store: SpoilerStore }): SpoilerSettings => {
  const read = () => store.read() ?? noSpoilerPreferences;
  const save = (p: SpoilerPreferences) => {
    store.write(p);
    return p;
  };
  return {
    read,
    setSpoilerFree: (on) => save(withSpoilerFree(read(), on)),
    reveal: (matchID) => save(withRevealed(read(), matchID)),
  };
};
