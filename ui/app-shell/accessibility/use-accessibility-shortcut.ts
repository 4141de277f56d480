import { useEffect, useRef } from 'react';
import { ACCESSIBILITY_SHORTCUT } from '@core/accessibility/accessibility-attributes';

/** Alt+Shift+X (Option+Shift+X): by the physical key, since Option changes the character on a Mac. */
export const isAccessibilityShortcut = (
  e: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code' | 'key'>,
): boolean =>
  e.altKey &&
  e.shiftKey &&
  !e.ctrlKey &&
  !e.metaKey &&
  (e.code === ACCESSIBILITY_SHORTCUT.code || e.key.toLowerCase() === ACCESSIBILITY_SHORTCUT.key);

/** Calls `onShortcut` whenever the fan presses the settings shortcut, wherever focus is. */
export function useAccessibilityShortcut(onShortcut: () => void): void {
  const latest = useRef(onShortcut);
  useEffect(() => {
    latest.current = onShortcut;
  });
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.repeat || !isAccessibilityShortcut(e)) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
