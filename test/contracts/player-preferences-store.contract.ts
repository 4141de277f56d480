import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerPreferences, PlayerPreferencesStore } from '@core';
import type { Make } from './contract-helpers';

const preferencesArb: fc.Arbitrary<PlayerPreferences> = fc.record({
  captions: fc.boolean(),
  volume: fc.integer({ min: 0, max: 100 }).map((v) => v / 100),
  muted: fc.boolean(),
  inStep: fc.boolean(),
});

/** Every PlayerPreferencesStore keeps these promises: `make` gives a store with nothing saved. */
export function playerPreferencesStoreContract(make: Make<PlayerPreferencesStore>) {
  describe('PlayerPreferencesStore contract', () => {
    it('reads nothing before anything is saved', async () => {
      expect((await make()).read()).toBeNull();
    });

    it('reads back exactly the choices last written, for any choices', async () => {
      await fc.assert(
        fc.asyncProperty(preferencesArb, preferencesArb, async (first, second) => {
          const store = await make();
          store.write(first);
          expect(store.read()).toEqual(first);
          store.write(second);
          expect(store.read()).toEqual(second);
        }),
      );
    });

    it('keeps no reference to the object written', async () => {
      const store = await make();
      const choices = { captions: true, volume: 0.5, muted: false, inStep: false };
      store.write(choices);
      choices.captions = false;
      expect(store.read()?.captions).toBe(true);
    });
  });
}
