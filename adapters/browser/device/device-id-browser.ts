/**
 * A stable, random id for this browser, sent with playback token requests so the
 * stream service can count the devices playing on one account (the concurrency limit).
 * It is not personal data: a random UUID made here, kept in localStorage, never derived
 * from the device. A missing, tampered or over-long value is replaced by a new one in
 * the format the stream service accepts.
 */
export const DEVICE_ID_KEY = 'uzfc.device-id';
export const DEVICE_ID_FORMAT = /^[\w.:-]{1,128}$/;

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // older browsers: 128 random bits as hex
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createDeviceIdBrowser(
  storage: DeviceStorage = localStorage,
  makeId: () => string = randomId,
): () => string {
  let cached: string | null = null;
  return () => {
    if (cached !== null) {
      // another tab or the fan may have changed it since: follow a valid stored value
      const stored = read(storage);
      if (stored !== null && stored !== cached) cached = stored;
      return cached;
    }
    const stored = read(storage);
    if (stored !== null) return (cached = stored);
    const fresh = makeId();
    cached = DEVICE_ID_FORMAT.test(fresh) ? fresh : randomId();
    try {
      storage.setItem(DEVICE_ID_KEY, cached);
    } catch {
      // storage full or blocked (private mode): the id still holds for this page load
    }
    return cached;
  };
}

function read(storage: DeviceStorage): string | null {
  try {
    const value = storage.getItem(DEVICE_ID_KEY);
    return value !== null && DEVICE_ID_FORMAT.test(value) ? value : null;
  } catch {
    return null;
  }
}
