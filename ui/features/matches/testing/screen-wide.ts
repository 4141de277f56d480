import { vi } from 'vitest';

/** a phone (the match centre's sections are tabs below 1024 px) or a wide screen, as matchMedia says */
export function screenWide(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width: 1023px') ? !wide : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
