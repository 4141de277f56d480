import { proxy } from 'valtio/vanilla';
import { showsScore, type SpoilerSettings } from '@core';

export interface SpoilerState {
  /** false until the device's setting is read (in an effect: the server has no device) */
  known: boolean;
  spoilerFree: boolean;
  revealed: string[];
}

export interface SpoilerVm {
  readonly state: SpoilerState;
  start(): () => void;
  setSpoilerFree(on: boolean): void;
  reveal(matchID: string): void;
}

/**
 * The spoiler-free setting as a page shows it. Until the device has been read nothing is
 * shown that could spoil (the server render and the first client render agree on it), so a
 * fan who hides scores never sees one flash.
 */
export function createSpoilerVm({ spoilerSettings }: { spoilerSettings: SpoilerSettings }): SpoilerVm {
  const state = proxy<SpoilerState>({ known: false, spoilerFree: false, revealed: [] });
  const apply = (p: { spoilerFree: boolean; revealed: readonly string[] }) => {
    state.known = true;
    state.spoilerFree = p.spoilerFree;
    state.revealed = [...p.revealed];
  };
  return {
    state,
    start() {
      apply(spoilerSettings.read());
      // another tab changed it: follow
      const onStorage = () => apply(spoilerSettings.read());
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    setSpoilerFree: (on) => apply(spoilerSettings.setSpoilerFree(on)),
    reveal: (matchID) => apply(spoilerSettings.reveal(matchID)),
  };
}

/** whether this match's score and result may be shown now */
export const scoreVisible = (
  s: { readonly known: boolean; readonly spoilerFree: boolean; readonly revealed: readonly string[] },
  matchID: string,
): boolean => s.known && showsScore(s, matchID);
