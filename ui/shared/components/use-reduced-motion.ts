import { useSyncExternalStore } from 'react';
import { MOTION_ATTRIBUTE } from '@core/accessibility/accessibility-attributes';
import { useRootAttribute } from './root-attributes';

const QUERY = '(prefers-reduced-motion: reduce)';

const deviceReducesMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

function subscribeToDevice(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True when the device asks for reduced motion (prefers-reduced-motion), whatever the site's settings say. */
export function useDeviceReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToDevice, deviceReducesMotion, () => false);
}

/**
 * True when motion should stop now: the device asks for it, or the fan paused motion in
 * the accessibility settings (the root element's attribute, set before the first paint).
 */
export const motionReducedNow = (): boolean =>
  deviceReducesMotion() || document.documentElement.hasAttribute(MOTION_ATTRIBUTE);

/** True when the fan asked for reduced motion, on the device or in the site's settings (no autoplay, no animated backgrounds). */
export function useReducedMotion(): boolean {
  const paused = useRootAttribute(MOTION_ATTRIBUTE) !== null;
  return useDeviceReducedMotion() || paused;
}
