/**
 * Which devices each account has used to play in the last window (60 s): the
 * concurrency limit counts them. A device stays active while its player keeps asking
 * for playlists and segments, and drops out a window after it stops.
 */
export const DEVICE_ACTIVE_WINDOW_MS = 60_000;

export function createDeviceActivity(now: () => number, windowMs = DEVICE_ACTIVE_WINDOW_MS) {
  const seen = new Map<string, Map<string, number>>();

  const active = (userId: string): Map<string, number> => {
    const devices = seen.get(userId) ?? new Map<string, number>();
    const t = now();
    for (const [d, at] of devices) if (t - at >= windowMs) devices.delete(d);
    if (devices.size === 0) seen.delete(userId);
    return devices;
  };

  return {
    /** true when this device may play: it is already active, or there is room for it */
    hasRoom(userId: string, deviceId: string, limit: number): boolean {
      const devices = active(userId);
      return devices.has(deviceId) || devices.size < limit;
    },
    touch(userId: string, deviceId: string): void {
      const devices = active(userId);
      devices.set(deviceId, now());
      seen.set(userId, devices);
    },
    activeCount: (userId: string): number => active(userId).size,
  };
}
