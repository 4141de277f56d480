import { useEffect, type RefObject } from 'react';
import { checkAlreadyBroken, replaceWithPlaceholder } from './image-placeholder';

/**
 * Pictures React does not render one by one (content HTML, a server-painted part) come from
 * the image library too: one that fails becomes a placeholder of its size, never a broken-image
 * icon, as ResponsiveImage does for its own. 'error' does not bubble, so the container listens
 * in the capture phase; a picture that failed before anyone listened (before hydration) is
 * found once. `deps`: when the markup inside changes.
 */
export function useImagePlaceholders(ref: RefObject<HTMLElement | null>, deps: readonly unknown[]): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) replaceWithPlaceholder(e.target);
    };
    root.addEventListener('error', onError, true);
    for (const img of root.querySelectorAll('img')) checkAlreadyBroken(img, () => replaceWithPlaceholder(img));
    return () => root.removeEventListener('error', onError, true);
  }, [ref, ...deps]);
}
