import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hashScrollOffsetPx, timings } from '@core/config/site-config';
import { motionReducedNow } from '../shared/components/use-reduced-motion';

/**
 * Scroll to the top on each navigation; for a hash, scroll (smoothly, or instantly with
 * reduced motion, the device's or the site's setting) to the target after 1 s, leaving 130 px for the sticky header.
 * Not on the first page: the browser has put it where it belongs (the top, or where the fan
 * was before a reload), and a fan may have scrolled the server's page before the app took it
 * over; hydration must not throw them back to the top.
 */
export function useScrollRestoration(): void {
  const { pathname, hash } = useLocation();
  // the address last scrolled for (null: the first page); StrictMode's second effect run sees its own
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const address = `${pathname}${hash}`;
    if (shown.current !== null && shown.current !== address)
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    shown.current = address;
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(safeDecode(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - hashScrollOffsetPx;
      window.scrollTo({ top, left: 0, behavior: motionReducedNow() ? 'auto' : 'smooth' });
    }, timings.hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}

/** A hand-typed or garbage hash (#%E0%A4%A) must not throw: it just matches nothing. */
function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
