import { useSyncExternalStore } from 'react';

/** Sets (or removes, for null) attributes on an element: the settings' attributes on the page's root element. */
export function applyAttributes(element: Element, attributes: Readonly<Record<string, string | null>>): void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/**
 * One attribute of the page's root element, kept current (null when absent, and on the
 * server, so the first client render matches the server's HTML).
 */
export function useRootAttribute(name: string): string | null {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [name] });
      return () => observer.disconnect();
    },
    () => document.documentElement.getAttribute(name),
    () => null,
  );
}
