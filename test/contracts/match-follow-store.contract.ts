import { describe, expect, it } from 'vitest';
import type { MatchFollowStore } from '@core';
import type { Make } from './contract-helpers';

/** Every MatchFollowStore keeps these promises (a new one is made over the same storage as the last). */
export function matchFollowStoreContract(make: Make<MatchFollowStore>) {
  describe('MatchFollowStore contract', () => {
    it('follows nothing until told, then the one match last followed, until it stops', async () => {
      expect((await make()).read()).toBeNull();
      (await make()).write({ matchID: 't1-live', title: 'UZFC v Greywater City', notifyWhenHidden: false });
      (await make()).write({ matchID: 't2-live', title: 'UZFC Women v Harbour Town Women', notifyWhenHidden: true });
      expect((await make()).read()).toEqual({
        matchID: 't2-live',
        title: 'UZFC Women v Harbour Town Women',
        notifyWhenHidden: true,
      });
      (await make()).write(null);
      expect((await make()).read()).toBeNull();
    });
  });
}
