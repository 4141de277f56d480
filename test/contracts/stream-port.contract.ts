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
  /** an administrator blocks the signed-in fan's account (ACCESS-4) */
  block(): Promise<void>;
  /** the same service as another device of the same fan sees it (its own device id and User-Agent) */
  device(deviceId: string, userAgent: string): StreamPort;
}

export const contractEntries = {
  free: 'vod-short',
  audio: 'live-audio',
  live: 'live-video',
  paidOnDemand: 'vod-long',
  unknown: 'no-such-entry',
} as const;

const userAgentOf = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0.0.0 Safari/537.36`;

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

    it("a blocked account is refused every paid entry with its own code (audio with the service's status 3), free ones still play", async () => {
      const { port, signIn, buy, block } = await make();
      await signIn();
      await buy(expectOk(await port.packages()).find((p) => packageTypeOf(p) === 'Listen')!);
      expectOk(await port.playbackToken(contractEntries.audio));
      await block();
      const audio = await port.playbackToken(contractEntries.audio);
      expectErrCode(audio, 'STREAM.ACCOUNT_BLOCKED');
      if (!audio.ok) expect(audio.error.audioStatus).toBe(3);
      expectErrCode(await port.playbackToken(contractEntries.paidOnDemand), 'STREAM.ACCOUNT_BLOCKED');
      expectOk(await port.playbackToken(contractEntries.free));
    });

    it('an unknown entry is its own coded failure (never a token, never an outage to retry)', async () => {
      const { port, signIn } = await make();
      await signIn();
      expectErrCode(await port.playbackToken(contractEntries.unknown), 'STREAM.UNKNOWN_ENTRY');
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

    it('init: a device limit, a progress interval, and what the service can tell of the viewer', async () => {
      const { port } = await make();
      const settings = expectOk(await port.init());
      expect(Number.isInteger(settings.deviceLimit) && settings.deviceLimit >= 1).toBe(true);
      expect(settings.leaseIdleSeconds).toBeGreaterThan(0);
      expect(settings.progressIntervalSeconds).toBeGreaterThan(0);
      expect(settings.viewer.liveAudio).toBe(true);
      expect(typeof settings.viewer.liveVideo).toBe('boolean');
    });

    it('login answers the session as getSessionState does; a guest is asked to sign in for every account call', async () => {
      const { port, signIn } = await make();
      expectErrCode(await port.devices(), 'STREAM.LOGIN_REQUIRED');
      expectErrCode(await port.stopDevice('lease-1'), 'STREAM.LOGIN_REQUIRED');
      expectErrCode(await port.progress(contractEntries.free), 'STREAM.LOGIN_REQUIRED');
      expectErrCode(await port.recentProgress(), 'STREAM.LOGIN_REQUIRED');
      expectErrCode(await port.saveProgress(contractEntries.free, 1), 'STREAM.LOGIN_REQUIRED');
      expectErrCode(await port.logout(), 'STREAM.LOGIN_REQUIRED');
      await signIn();
      expect(expectOk(await port.login())).toEqual(expectOk(await port.sessionState()));
    });

    it('at the device limit, the next device lists the others, stops one and plays at once; the stopped one is told', async () => {
      const { port, signIn, buy, device } = await make();
      await signIn();
      await buy(expectOk(await port.packages()).find((p) => packageTypeOf(p) === 'Listen')!);
      const { deviceLimit } = expectOk(await port.init());
      const playing = Array.from({ length: deviceLimit }, (_, i) => device(`contract-device-${i}`, userAgentOf(i)));
      for (const d of playing) expectOk(await d.playbackToken(contractEntries.audio));
      const late = device('contract-late', userAgentOf(9));
      expectErrCode(await late.playbackToken(contractEntries.audio), 'STREAM.CONCURRENCY_LIMIT');

      const listed = expectOk(await late.devices());
      expect(listed.limit).toBe(deviceLimit);
      expect(listed.devices.map((d) => d.userAgent).sort()).toEqual(playing.map((_, i) => userAgentOf(i)).sort());
      expect(listed.devices.every((d) => !d.current && d.entryId === contractEntries.audio)).toBe(true);
      expect(listed.devices.every((d) => isIsoDate(d.lastPlayedAt))).toBe(true);
      expect(new Set(listed.devices.map((d) => d.leaseId)).size).toBe(deviceLimit);

      const first = listed.devices.find((d) => d.userAgent === userAgentOf(0))!;
      expect((await late.stopDevice(first.leaseId)).ok).toBe(true);
      expectOk(await late.playbackToken(contractEntries.audio));
      expect(expectOk(await late.devices()).devices.find((d) => d.current)?.userAgent).toBe(userAgentOf(9));
      expectErrCode(await playing[0]!.playbackToken(contractEntries.audio), 'STREAM.PLAYBACK_STOPPED');
      expectErrCode(await late.stopDevice(first.leaseId), 'STREAM.DEVICE_NOT_FOUND');
    });

    it('logout ends every playback lease of the account: the slots are free at once', async () => {
      const { port, signIn, buy, device } = await make();
      await signIn();
      await buy(expectOk(await port.packages()).find((p) => packageTypeOf(p) === 'Listen')!);
      expectOk(await device('contract-tv', userAgentOf(1)).playbackToken(contractEntries.audio));
      expect(expectOk(await port.devices()).devices).toHaveLength(1);
      expect((await port.logout()).ok).toBe(true);
      expect(expectOk(await port.devices()).devices).toEqual([]);
    });

    it('keeps where the fan left an on-demand entry, for every device of theirs, latest first', async () => {
      const { port, signIn, device } = await make();
      await signIn();
      expect(expectOk(await port.progress(contractEntries.free))).toBeNull();
      const saved = expectOk(await port.saveProgress(contractEntries.free, 30.5));
      expect(saved).toMatchObject({ entryId: contractEntries.free, positionSeconds: 30.5 });
      expect(saved.durationSeconds).toBeGreaterThan(30.5);
      expect(isIsoDate(saved.updatedAt)).toBe(true);
      const phone = device('contract-phone', userAgentOf(2));
      expect(expectOk(await phone.progress(contractEntries.free))?.positionSeconds).toBe(30.5);
      expect(expectOk(await phone.recentProgress()).map((p) => p.entryId)).toEqual([contractEntries.free]);
      expectOk(await phone.saveProgress(contractEntries.free, 45, { leaving: true }));
      expect(expectOk(await port.progress(contractEntries.free))?.positionSeconds).toBe(45);
    });

    it('refuses progress for a live entry, an unknown one, one without the pass, or a position out of range', async () => {
      const { port, signIn } = await make();
      await signIn();
      expectErrCode(await port.saveProgress(contractEntries.live, 10), 'STREAM.CONNECTION_FAILED');
      expectErrCode(await port.saveProgress(contractEntries.unknown, 10), 'STREAM.UNKNOWN_ENTRY');
      expectErrCode(await port.saveProgress(contractEntries.paidOnDemand, 10), 'STREAM.PASS_REQUIRED');
      expectErrCode(await port.progress(contractEntries.paidOnDemand), 'STREAM.PASS_REQUIRED');
      for (const bad of [-1, Number.NaN, 1e9])
        expectErrCode(await port.saveProgress(contractEntries.free, bad), 'STREAM.CONNECTION_FAILED');
      expect(expectOk(await port.recentProgress())).toEqual([]);
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
