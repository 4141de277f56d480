import { accessGranted, type ConcurrencyDecision } from './stream-types';

/**
 * Device concurrency limit per account. Devices are counted once each (the list of active
 * sessions may repeat a device). A device that is already streaming is always allowed, so
 * reloading the player or switching stream never locks out the device in use; a new
 * device is allowed only while fewer than `limit` distinct devices are active. A limit
 * below 1 (or NaN) admits no new device; Infinity means no limit.
 */
export function concurrencyDecision(
  activeDeviceIds: readonly string[],
  deviceId: string,
  limit: number,
): ConcurrencyDecision {
  const active = new Set(activeDeviceIds);
  if (active.has(deviceId) || active.size < limit) return accessGranted;
  return { ok: false, kind: 'concurrency-limit', code: 'STREAM.CONCURRENCY_LIMIT', limit };
}
