import { useEffect, type RefObject } from 'react';

/** one screen's height below the visible part: asked for while the fan is still a swipe away */
export const NEAR_SCREEN_MARGIN = '0px 0px 100% 0px';

/**
 * Calls `near` once, when the element comes within `margin` of the screen, as a picture with
 * loading="lazy" is fetched: for parts below the fold that need requests and a render of their
 * own. Where the browser has no IntersectionObserver (or the element is on screen at once) it is
 * called straight away. A null `near` watches nothing (the caller has nothing to do for this
 * visitor).
 */
export function useNearScreen(
  ref: RefObject<Element | null>,
  near: (() => void) | null,
  margin: string = NEAR_SCREEN_MARGIN,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      near();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
}
