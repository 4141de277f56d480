import { describe, expect, it } from 'vitest';
import type { RegistrationNote } from '@core';
import type { Make } from './contract-helpers';

/** Every RegistrationNote adapter keeps these promises (a new one is made over the same storage as the last). */
export function registrationNotePortContract(make: Make<RegistrationNote>) {
  describe('RegistrationNote contract', () => {
    it('holds no note until the fan leaves to register, then the time of that click until cleared', async () => {
      expect((await make()).read()).toBeNull();
      (await make()).write(1_700_000_000_000);
      expect((await make()).read()).toBe(1_700_000_000_000);
      (await make()).write(1_700_000_000_500);
      expect((await make()).read()).toBe(1_700_000_000_500);
      (await make()).clear();
      expect((await make()).read()).toBeNull();
    });
  });
}
