import { describe, expect, it } from 'vitest';
import { packageTypeOf, type StreamPort, type SubscriptionPlan } from '@core';
import { expectErrCode, expectOk, isIsoDate, type Make } from './contract-helpers';

/**
 * What every StreamPort (HTTP over the stand-in stream service, in-memory) must do.
 * Entry ids are the stand-in media catalogue's: 'vod-short' is free, 'live-audio' needs
 * 'uztv-audio'. `signIn` starts a fresh fan with no entitlements whose access token the
 * port then reads; `buy` plays the checkout of one package for that fan.
 */
export interface StreamPortFixture {
  readonly port: StreamPort;
  signIn(): Promise<void>;
  signOut(): void;
  buy(plan: SubscriptionPlan): Promise<void>;
}

export const contractEntries = { free: 'vod-short', audio: 'live-audio', unknown: 'no-such-entry' } as const;

export function streamPortContract(make: Make<StreamPortFixture>) {
  describe('StreamPort contract', () => {
    it('lists packages with unique ids, a checkout address, and both a Listen and a monthly offer', async () => {
      const { port } = await make();
      const plans = expectOk(await port.packages());
      expect(plans.length).toBeGreaterThan(0);
      expect(new Set(plans.map((p) => p.Id)).size).toBe(plans.length);
      for (const p of plans) {
        expect(p.Title).not.toBe('');
        expect(p.AmountFormatted).toMatch(/\d/);
        expect(() => new URL(p.PurchaseUrl)).not.toThrow();
      }
      expect(plans.find((p) => p.Title === 'Seasonal Audio Commentary')).toMatchObject({
        AmountFormatted: '£45.00',
        Duration: 'Season',
      });
      expect(plans.some((p) => packageTypeOf(p) === 'Listen')).toBe(true);
      expect(plans.some((p) => p.Duration === null && packageTypeOf(p) === 'Watch')).toBe(true);
    });

    it('gives anyone a playback token for a free entry, bound to that entry and expiring in the future', async () => {
      const { port } = await make();
      const t = expectOk(await port.playbackToken(contractEntries.free));
      expect(t.entryId).toBe(contractEntries.free);
      expect(t.token).not.toBe('');
      expect(isIsoDate(t.expiresAt)).toBe(true);
      expect(Date.parse(t.expiresAt)).toBeGreaterThan(Date.now() - 1000);
      const again = expectOk(await port.playbackToken(contractEntries.free));
      expect(again.token).not.toBe(t.token);
    });

    it('asks a guest to sign in for a paid entry, and a fan without the pass to buy one', async () => {
      const { port, signIn } = await make();
      expectErrCode(await port.playbackToken(contractEntries.audio), 'STREAM.LOGIN_REQUIRED');
      await signIn();
      expectErrCode(await port.playbackToken(contractEntries.audio), 'STREAM.PASS_REQUIRED');
    });

    it('an unknown entry is a coded failure, never a token', async () => {
      const { port, signIn } = await make();
      await signIn();
      expectErrCode(await port.playbackToken(contractEntries.unknown), 'STREAM.CONNECTION_FAILED');
    });

    it('buying the audio package adds its entitlement to the session and opens the audio at once', async () => {
      const { port, signIn, buy } = await make();
      await signIn();
      const before = expectOk(await port.sessionState());
      expect(before.entitlements).toEqual([]);
      const audio = expectOk(await port.packages()).find((p) => packageTypeOf(p) === 'Listen')!;
      await buy(audio);
      const after = expectOk(await port.sessionState());
      expect(after.customerId).toBe(before.customerId);
      expect(after.entitlements).toContain('uztv-audio');
      const t = expectOk(await port.playbackToken(contractEntries.audio));
      expect(t.entryId).toBe(contractEntries.audio);
      expect(t.token).not.toBe(expectOk(await port.playbackToken(contractEntries.free)).token);
    });

    it('signing out takes the session and the paid entries away', async () => {
      const { port, signIn, signOut, buy } = await make();
      await signIn();
      await buy(expectOk(await port.packages()).find((p) => packageTypeOf(p) === 'Listen')!);
      expect((await port.playbackToken(contractEntries.audio)).ok).toBe(true);
      signOut();
      expect((await port.sessionState()).ok).toBe(false);
      expectErrCode(await port.playbackToken(contractEntries.audio), 'STREAM.LOGIN_REQUIRED');
      expect((await port.playbackToken(contractEntries.free)).ok).toBe(true);
    });
  });
}
