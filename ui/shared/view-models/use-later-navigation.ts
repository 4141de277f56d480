import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onNavigate` after each later client-side navigation (never for the page the
 * component mounted on): the moment a view that stays mounted asks again for what
 * failed, so a service that came back shows up without a full reload.
 */
export function useLaterNavigation(onNavigate: () => void): void {
  const { key } = useLocation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    onNavigate();
  }, [key, onNavigate]);
}
