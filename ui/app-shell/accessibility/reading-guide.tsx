import { useEffect, useRef } from 'react';
import styles from './reading-guide.module.css';

/** How far below the pointer the bar sits, so it underlines the line being read, never covers it. */
const BELOW_POINTER_PX = 12;
const BELOW_FOCUS_PX = 4;

/**
 * The reading guide: a horizontal bar that follows the pointer, and keyboard focus, to
 * help a fan keep their place. Decorative for assistive technology (aria-hidden) and
 * never in the way of a click (pointer-events: none). It moves instantly, so it has no
 * motion of its own to pause.
 */
export default function ReadingGuide({ startAt }: { readonly startAt?: number } = {}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const moveTo = (y: number) => {
      bar.style.transform = `translateY(${Math.round(y)}px)`;
      bar.hidden = false;
    };
    const onPointer = (e: PointerEvent) => moveTo(e.clientY + BELOW_POINTER_PX);
    const onFocus = (e: FocusEvent) => {
      if (!(e.target instanceof Element)) return;
      moveTo(e.target.getBoundingClientRect().bottom + BELOW_FOCUS_PX);
    };
    if (startAt !== undefined) moveTo(startAt);
    document.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointermove', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [startAt]);
  // hidden until the pointer or focus first says where the fan is reading (a story may say `startAt`)
  return <div ref={ref} className={styles.guide} aria-hidden="true" data-testid="reading-guide" hidden />;
}
