import { proxy } from 'valtio/vanilla';
import type { DeviceSlots, LoadDeviceSlots, StopPlaybackDevice } from '@core';
import { createLatestWins } from '../../../shared/view-models/latest-wins';

/**
 * The account's playback slots in use (my devices), for the device-limit message
 * and "Can I watch?": which devices hold them and "Stop playing there" for each other one.
 * A failure to list or to stop is said in words with a retry; the rest of the page stays.
 */
export interface DeviceSlotsState {
  status: 'loading' | 'ready' | 'error';
  slots: DeviceSlots | null;
  /** the lease being stopped */
  stopping: string | null;
  /** what the last action achieved, for a polite announcement */
  notice: string;
  /** a stop that failed: its catalogued code */
  stopError: string | null;
}

export interface DeviceSlotsVm {
  readonly state: DeviceSlotsState;
  start(): () => void;
  reload(): Promise<void>;
  /** resolves true when the slot is free (the caller starts playing here) */
  stop(leaseId: string): Promise<boolean>;
}

export function createDeviceSlotsVm(deps: {
  readonly loadDeviceSlots: LoadDeviceSlots;
  readonly stopPlaybackDevice: StopPlaybackDevice;
}): DeviceSlotsVm {
  const state = proxy<DeviceSlotsState>({
    status: 'loading',
    slots: null,
    stopping: null,
    notice: '',
    stopError: null,
  });
  const latest = createLatestWins();

  function reload(): Promise<void> {
    if (!state.slots) state.status = 'loading';
    return latest.run(deps.loadDeviceSlots, (r) => {
      if (r.ok) {
        state.slots = r.value;
        state.status = 'ready';
      } else state.status = 'error';
    });
  }

  return {
    state,
    start() {
      void reload();
      return () => latest.drop();
    },
    reload,
    async stop(leaseId) {
      if (state.stopping) return false;
      const name = state.slots?.devices.find((d) => d.leaseId === leaseId)?.name ?? 'that device';
      state.stopping = leaseId;
      state.stopError = null;
      state.notice = '';
      const r = await deps.stopPlaybackDevice(leaseId);
      state.stopping = null;
      // already stopped by itself (DEVICE_NOT_FOUND): the slot is free all the same
      if (r.ok || r.error.code === 'STREAM.DEVICE_NOT_FOUND') {
        state.notice = `Stopped playing on ${name}. Starting here.`;
        if (state.slots)
          state.slots = { ...state.slots, devices: state.slots.devices.filter((d) => d.leaseId !== leaseId) };
        return true;
      }
      state.stopError = r.error.code;
      return false;
    },
  };
}
