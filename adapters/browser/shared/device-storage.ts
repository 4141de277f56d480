/**
 * The device's localStorage, or null where there is none (the server) or it is refused
 * (a blocked private mode throws on access): callers read that as "nothing saved".
 */
export type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const deviceStorage = (): DeviceStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
