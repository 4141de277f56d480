import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait for what a user would see, not for a time: Testing Library's 1 s default
// failed two component tests at random when the 2-core host ran other work (load 20); the
// test's own timeout (vite.config.ts) still bounds a hang
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; components use them for scrolling and reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
