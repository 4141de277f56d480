import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable, visible descendants in tab order (hidden ones would trap focus in nothing). */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface FocusTrapOptions {
  /** Escape was pressed inside the trap: close the panel */
  readonly onEscape: () => void;
  /** what gets focus on open; defaults to the first focusable element, else the container */
  readonly initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal focus management (WCAG 2.4.3, 2.1.2): while active, Tab and Shift+Tab cycle
 * inside `ref`, Escape calls onEscape, and on deactivation focus returns to whatever
 * had it when the trap opened (the opener).
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, initialFocus }: FocusTrapOptions,
): void {
  // the latest callbacks without re-running the effect (which would steal focus again)
  const escapeRef = useRef(onEscape);
  const initialRef = useRef(initialFocus);
  useEffect(() => {
    escapeRef.current = onEscape;
    initialRef.current = initialFocus;
  });

  useEffect(() => {
    if (!active) return;
    const root = ref.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const first = initialRef.current?.current ?? focusableWithin(root)[0];
    if (first) first.focus();
    else {
      if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
      root.focus();
    }

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        escapeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableWithin(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const current = document.activeElement;
      if (e.shiftKey && (current === firstItem || !root.contains(current))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (current === lastItem || !root.contains(current))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // return focus to the opener if it is still on the page
      if (opener && opener.isConnected) opener.focus();
    };
  }, [active, ref]);
}

// Several things may lock at once (a panel and a promo): count them so the page
// only scrolls again when the last one lets go.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  locks += 1;
  if (locks > 1) return;
  const body = document.body;
  // pad by the scrollbar's width so hiding it does not shift the layout
  const gap = window.innerWidth - document.documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (gap > 0) body.style.paddingRight = `${gap}px`;
  body.classList.add('scroll-locked');
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks > 0 || !saved) return;
  const body = document.body;
  body.style.overflow = saved.overflow;
  body.style.paddingRight = saved.paddingRight;
  body.classList.remove('scroll-locked');
  saved = null;
}

/** Stops the page behind a panel from scrolling while `locked` is true. */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    lock();
    return unlock;
  }, [locked]);
}
