import type { StreamPort } from '../ports/stream.port';
import { ok, type Result } from '../shared/result';
import type { PlaybackDevice } from './stream-account-types';
import type { StreamError } from './stream-types';

/** a device of the account as the fan sees it: a readable name and when it last played */
export interface NamedPlaybackDevice extends PlaybackDevice {
  readonly name: string;
}

export interface DeviceSlots {
  readonly limit: number;
  readonly devices: readonly NamedPlaybackDevice[];
}

export type LoadDeviceSlots = () => Promise<Result<DeviceSlots, StreamError>>;
export type StopPlaybackDevice = (leaseId: string) => Promise<Result<void, StreamError>>;

/** the account's playback slots in use (my devices), each device named from its User-Agent */
export const makeLoadDeviceSlots =
  ({ stream }: { readonly stream: StreamPort }): LoadDeviceSlots =>
  async () => {
    const r = await stream.devices();
    if (!r.ok) return r;
    // the naming tables load with the first list, not with every page (the use case is bound in the entry)
    const { deviceNameFromUserAgent } = await import('./device-name');
    return ok({
      limit: r.value.limit,
      devices: r.value.devices.map((d) => ({ ...d, name: deviceNameFromUserAgent(d.userAgent) })),
    });
  };

/** "Stop playing there": ends that device's lease so this one can start at once */
export const makeStopPlaybackDevice =
  ({ stream }: { readonly stream: StreamPort }): StopPlaybackDevice =>
  (leaseId) =>
    stream.stopDevice(leaseId);
