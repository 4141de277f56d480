import { err, ok, type StreamPort, type SubscriptionPlan } from '@core';
import { createFakeAccountVm, demoUser, type FakeAccountVm } from '../../account/fake-account-vm';

/**
 * Tests and stories only: a fan (guest, signed in without a pass, or holding some
 * entitlements) over a small fake stream service (ui/ may not import adapters), whose checkout (`buy`) the account
 * learns about on refreshEntitlements, as on the running site.
 */
export interface FakeStreamService extends StreamPort {
  setFailing(on: boolean): void;
}

export interface StreamWorld {
  readonly account: FakeAccountVm;
  readonly stream: FakeStreamService;
  /** plays the stand-in checkout: the service grants the package's entitlement */
  buy(packageId: string): void;
}

export interface StreamWorldOptions {
  readonly signedIn?: boolean;
  readonly entitlements?: readonly string[];
  /** 'restoring' keeps the account checking */
  readonly status?: 'restoring' | 'signed-out' | 'signed-in';
  readonly packages?: readonly SubscriptionPlan[];
  /** tokens issued by the service (default 60 s) */
  readonly now?: () => number;
}

export function createStreamWorld({ signedIn = false, entitlements = [], status, packages, now }: StreamWorldOptions = {}): StreamWorld {
  const held = new Set(entitlements);
  const clock = now ?? (() => Date.now());
  let failing = false;
  let issued = 0;
  const signedInNow = () => account.state.status === 'signed-in';
  // the stand-in's rules in small: free entries for all, paid ones for a holder of one of their passes
  const stream: FakeStreamService = {
    setFailing: (on) => void (failing = on),
    sessionState: () => Promise.resolve(failing || !signedInNow()
      ? err({ code: 'STREAM.CONNECTION_FAILED' })
      : ok({ customerId: demoUser.ssoID, firstName: demoUser.forename, lastName: demoUser.surname, entitlements: [...held] })),
    async playbackToken(entryId) {
      await Promise.resolve();
      if (failing || !Object.hasOwn(fakeEntries, entryId)) return err({ code: 'STREAM.CONNECTION_FAILED' });
      const needs = fakeEntries[entryId]!;
      const audio = (status: number) => (entryId === 'live-audio' ? { audioStatus: status } : {});
      if (needs.length > 0 && !signedInNow()) return err({ code: 'STREAM.LOGIN_REQUIRED', ...audio(0) });
      if (needs.length > 0 && !needs.some((e) => held.has(e))) return err({ code: 'STREAM.PASS_REQUIRED', ...audio(held.size === 0 ? 1 : 2) });
      issued += 1;
      const token = `fake.${entryId}.${issued}`;
      return ok({
        entryId, token, expiresAt: new Date(clock() + 60_000).toISOString(),
        // an address the fake media accepts (ui/video/fake-media.ts): native HLS, no network
        playlistUrl: `/media/${entryId}/index.m3u8?token=${encodeURIComponent(token)}`,
      });
    },
    packages: () => Promise.resolve(failing ? err({ code: 'STREAM.CONNECTION_FAILED' })
      : (packages ?? fakePackages).length === 0 ? err({ code: 'STREAM.NO_PACKAGES' }) : ok([...(packages ?? fakePackages)])),
  };
  const account: FakeAccountVm = createFakeAccountVm({
    stream,
    state: {
      status: status ?? (signedIn ? 'signed-in' : 'signed-out'),
      user: signedIn ? demoUser : null,
      entitlements: signedIn ? [...entitlements] : [],
    },
    refreshEntitlements: async () => {
      const session = await stream.sessionState();
      if (session.ok) account.state.entitlements = [...session.value.entitlements];
    },
  });
  return { account, stream, buy: (packageId) => void held.add(packageEntitlement[packageId] ?? packageId) };
}

/** entry -> the passes that open it ([] = free), as the stand-in's media catalogue */
const fakeEntries: Readonly<Record<string, readonly string[]>> = {
  'live-video': ['uztv-live', 'uztv-match-2041'],
  'live-audio': ['uztv-audio'],
  'vod-short': [],
  'vod-medium': ['uztv-live', 'uztv-vod'],
  'vod-long': ['uztv-live', 'uztv-vod'],
};
const packageEntitlement: Readonly<Record<string, string>> = {
  'pkg-audio-season': 'uztv-audio', 'pkg-live-monthly': 'uztv-live', 'pkg-match-2041': 'uztv-match-2041',
};

/** the stand-in's three offers, with checkout addresses a Buy link can carry */
export const fakePackages: readonly SubscriptionPlan[] = [
  { Id: 'pkg-audio-season', Title: 'Seasonal Audio Commentary', Duration: 'Season', AmountFormatted: '£45.00',
    Body: '<p>Every match of the season, <strong>live audio commentary</strong>.</p>', PurchaseUrl: 'https://stream.uzfc.example/checkout/pkg-audio-season' },
  { Id: 'pkg-live-monthly', Title: 'UZTV Live Monthly Pass', Duration: null, AmountFormatted: '£9.99',
    Body: '<p>Watch <strong>every UZFC match live</strong> on UZTV.</p>', PurchaseUrl: 'https://stream.uzfc.example/checkout/pkg-live-monthly' },
  { Id: 'pkg-match-2041', Title: 'UZTV Match Pass: UZFC v Lowfield Rovers', Duration: 'Single match', AmountFormatted: '£10.00',
    Body: '<p>Watch <strong>this match only</strong>, live on UZTV.</p>', PurchaseUrl: 'https://stream.uzfc.example/checkout/pkg-match-2041' },
];
