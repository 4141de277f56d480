import { useEffect, useState } from 'react';
import { initialHeaderScroll, nextHeaderScroll, type HeaderScrollState } from '@core/shell/header-visibility';

/** Follows window scroll through the core rule: a passive listener, one update per frame. */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(initialHeaderScroll);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setState((prev) => nextHeaderScroll(prev, window.scrollY));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
