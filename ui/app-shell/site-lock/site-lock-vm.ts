import { proxy } from 'valtio/vanilla';
import type { CheckSitePassword, SiteLockChallenge } from '@core';

export interface SiteLockVmState {
  password: string;
  /** the typed password is the expected one: the access button is enabled */
  matches: boolean;
}

export interface SiteLockVm {
  readonly state: SiteLockVmState;
  start(): () => void;
  setPassword(text: string): void;
}

/**
 * The lock screen's view model (LOCK-1: the access button is enabled only when the
 * entered password equals the expected one). Each keystroke is hashed and compared; the
 * latest text's answer wins, and a changed text disables the button until its own answer
 * arrives, so the button is never enabled for a text that was not checked.
 */
export function createSiteLockVm({
  checkPassword,
  challenge,
}: {
  checkPassword: CheckSitePassword;
  challenge: SiteLockChallenge;
}): SiteLockVm {
  const state = proxy<SiteLockVmState>({ password: '', matches: false });
  // the number of the newest check: an answer for any other is stale (a plain counter, not
  // rxjs, keeps the lock screen's code small: it is a page of its own)
  let newest = 0;
  return {
    state,
    start: () => () => {
      newest += 1;
    },
    setPassword(text) {
      state.password = text;
      state.matches = false;
      const check = ++newest;
      checkPassword(text, challenge).then(
        (matches) => {
          if (check === newest) state.matches = matches;
        },
        // a hash that could not be computed opens nothing
        () => {},
      );
    },
  };
}
