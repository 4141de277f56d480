import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessibilitySettingsStore } from '@core';
import { arbitrarySettings } from '../arbitraries/accessibility-arbitraries';
import type { Make } from './contract-helpers';

/** Every AccessibilitySettingsStore keeps these promises: `make` gives a store with nothing saved. */
export function accessibilitySettingsStoreContract(make: Make<AccessibilitySettingsStore>) {
  describe('AccessibilitySettingsStore contract', () => {
    it('reads nothing before anything is saved', async () => {
      expect(await (await make()).read()).toBeNull();
    });

    it('reads back exactly the settings last written, for any settings', async () => {
      await fc.assert(
        fc.asyncProperty(arbitrarySettings, arbitrarySettings, async (first, second) => {
          const store = await make();
          await store.write(first);
          expect(await store.read()).toEqual(first);
          await store.write(second);
          expect(await store.read()).toEqual(second);
        }),
      );
    });

    it('keeps no reference to the object written: changing it later changes nothing saved', async () => {
      const store = await make();
      const settings = {
        textSize: 150 as const,
        highContrast: true,
        underlineLinks: false,
        readableFont: false,
        pauseMotion: false,
        readingGuide: false,
      };
      await store.write(settings);
      (settings as { highContrast: boolean }).highContrast = false;
      expect((await store.read())?.highContrast).toBe(true);
    });
  });
}
