import type { SubscriptionPlan } from '@core';
import { createStreamMemory, type MemoryStreamPort } from '@adapters/memory/stream/stream-memory';
import { memoryPackagesAt } from '@adapters/memory/stream/packages-memory';
import { createFakeAccountVm, demoUser, type FakeAccountVm } from '../../account/testing/fake-account-vm';

/**
 * Tests and stories only: a fan (guest, signed in without a pass, or holding some
 * entitlements) over the in-memory stream service, whose checkout (`buy`) the account
 * learns about on refreshEntitlements, as on the running site. Give the services the
 * same port (`createMemoryServices({ stream: world.stream })`; the render helpers and
 * story frames do it from the account) so the stream use cases see the same service.
 */
export interface StreamWorld {
  readonly account: FakeAccountVm;
  readonly stream: MemoryStreamPort;
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
  /** the viewer's country (default 'US': everything plays) */
  readonly country?: string;
}

/** the in-memory offers with an https checkout, so a signed-in fan gets Buy links */
export const checkoutPackages: readonly SubscriptionPlan[] = memoryPackagesAt('https://stream.uzfc.example/checkout/');

/** the fan's access token in the memory service's eyes: whoever is signed in is demoUser */
const demoToken = `token-${demoUser.ssoID}`;

export function createStreamWorld({
  signedIn = false,
  entitlements = [],
  status,
  packages = checkoutPackages,
  now,
  country,
}: StreamWorldOptions = {}): StreamWorld {
  const stream = createStreamMemory({
    accessToken: () => (account.state.status === 'signed-in' ? demoToken : undefined),
    whoIs: (token) => (token === demoToken ? demoUser.ssoID : undefined),
    entitlements: { [demoUser.ssoID]: entitlements },
    packages,
    ...(now ? { now } : {}),
    ...(country ? { country } : {}),
    // an address the fake media accepts (playback/fake-media.ts): native HLS, no network
    playlistUrl: (entryId, token) => `/media/${entryId}/index.m3u8?token=${encodeURIComponent(token)}`,
  });
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
  return { account, stream, buy: (packageId) => void stream.buy(demoUser.ssoID, packageId) };
}

/** the offers with hostile HTML in the first body: the Buy screens must sanitise it */
export const hostilePackages: readonly SubscriptionPlan[] = checkoutPackages.map((plan, i) =>
  i === 0 ? { ...plan, Body: `${plan.Body}<img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>` } : plan,
);
