import { proxy, subscribe } from 'valtio/vanilla';
import type {
  DeviceSlots,
  LiveStreamConfig,
  LoadDeviceSlots,
  LoadPlaybackCapabilities,
  LoadStreamSettings,
  LoadVideoConfig,
  MeasureConnection,
  PlaybackCapabilities,
  SegmentMeasure,
  StreamServiceSettings,
} from '@core';
import type { AccountVm } from '../../account/account-vm-types';

/**
 * "Can I watch?": gathers the facts core's watchChecks judges, each on its own
 * (one slow or failing service leaves the others' answers standing): the next live match,
 * the stream service's init (location, device limit), the account's devices once the
 * account is known, this browser, and a timed real segment. undefined: being found out;
 * null: could not be.
 */
export interface CanIWatchState {
  live: LiveStreamConfig | null | undefined;
  settings: StreamServiceSettings | null | undefined;
  slots: DeviceSlots | null | undefined;
  browser: PlaybackCapabilities | undefined;
  connection: SegmentMeasure | null | undefined;
  /** how many times the checks ran (a run replaces the one before) */
  run: number;
  /** when this run started, epoch ms (the match's 'in 3 days' is counted from it) */
  checkedAt: number;
}

export interface CanIWatchDeps {
  readonly getAccount: () => AccountVm | null;
  readonly loadVideoConfig: LoadVideoConfig;
  readonly loadStreamSettings: LoadStreamSettings;
  readonly loadDeviceSlots: LoadDeviceSlots;
  readonly loadPlaybackCapabilities: LoadPlaybackCapabilities;
  readonly measureConnection: MeasureConnection;
  readonly now?: () => number;
}

export function createCanIWatchVm(deps: CanIWatchDeps) {
  const state = proxy<CanIWatchState>({
    live: undefined,
    settings: undefined,
    slots: undefined,
    browser: undefined,
    connection: undefined,
    run: 0,
    checkedAt: 0,
  });
  let slotsFor: string | null = null;

  /** the devices belong to the signed-in account: asked once it is known, again when it changes */
  function followAccount(run: number) {
    const status = deps.getAccount()?.state.status;
    if (status !== 'signed-in') {
      slotsFor = null;
      if (status === 'signed-out') state.slots = undefined;
      return;
    }
    const key = `${run}|${deps.getAccount()?.state.user?.ssoID ?? ''}`;
    if (slotsFor === key) return;
    slotsFor = key;
    state.slots = undefined;
    void deps.loadDeviceSlots().then((r) => {
      if (state.run === run) state.slots = r.ok ? r.value : null;
    });
  }

  function check(): void {
    const run = state.run + 1;
    Object.assign(state, {
      live: undefined,
      settings: undefined,
      slots: undefined,
      browser: undefined,
      connection: undefined,
      run,
      checkedAt: (deps.now ?? Date.now)(),
    });
    const mine = () => state.run === run;
    void deps.loadVideoConfig().then((r) => {
      if (mine()) state.live = r.ok ? r.value.live : null;
    });
    void deps.loadStreamSettings().then((r) => {
      if (mine()) state.settings = r.ok ? r.value : null;
    });
    void deps.loadPlaybackCapabilities().then((b) => {
      if (mine()) state.browser = b;
    });
    void deps.measureConnection().then((r) => {
      if (mine()) state.connection = r.ok ? r.value : null;
    });
    slotsFor = null;
    followAccount(run);
  }

  return {
    state,
    /** 'Check again' */
    check,
    start() {
      check();
      const account = deps.getAccount();
      const unsubscribe = account ? subscribe(account.state, () => followAccount(state.run)) : () => {};
      return () => {
        unsubscribe();
        state.run += 1;
      };
    },
  };
}
export type CanIWatchVm = ReturnType<typeof createCanIWatchVm>;
