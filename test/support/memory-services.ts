import {
  createAdvertMemory,
  createAnalyticsMemory,
  createConsentStoreMemory,
  createFixedClock,
  createHttpActivityMemory,
  createImageMemory,
  createNewsMemory,
  createPagesMemory,
  createPromoMemory,
  createSearchMemory,
  createSeededRandom,
  createSeenPromosMemory,
  createSponsorMemory,
  createTagManagerMemory,
  createWebSettingsMemory,
} from '@adapters/memory/index';
import { createVideoMemory } from '@adapters/memory/video/video-memory';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { createTeamMemory } from '@adapters/memory/team/team-memory';
import { createMemoryMatchServices } from '@adapters/memory/match/memory-match-services';
import { createSpoilerStoreMemory } from '@adapters/memory/spoilers/spoiler-store-memory';
import { createPlayerPreferencesMemory } from '@adapters/memory/player/player-preferences-memory';
import {
  createMatchFollowStoreMemory,
  createSystemNotifierMemory,
} from '@adapters/memory/match-follow/match-follow-memory';
import { createAccessibilitySettingsStoreMemory } from '@adapters/memory/accessibility/accessibility-settings-store-memory';
import { createDigestMemory } from '@adapters/memory/digest/digest-memory';
import { createAnalyticsBeaconMemory } from '@adapters/memory/analytics/analytics-beacon-memory';
import {
  makeCheckSitePassword,
  Ports,
  type AnalyticsPort,
  type Clock,
  type DigestPort,
  type Random,
  type ServiceToken,
  type TagManagerPort,
} from '@core';
import { makeAnalyticsTracker } from '@core/analytics/analytics-tracker';
import { createPurchaseMemoMemory } from '@adapters/memory/purchase/purchase-memo-memory';
import { createRegistrationNoteMemory } from '@adapters/memory/auth/registration-note-memory';
import { createPlaybackProbeMemory } from '@adapters/memory/playback-probe/playback-probe-memory';
import { ViewModels, type ServiceLocator } from '@ui/shared/services/service-tokens';
import { UseCases } from '@ui/shared/services/use-case-tokens';
import { createInterfaceVm, type InterfaceVm } from '@ui/app-shell/interface-vm';
import { createBindingContainer } from '@app/container/binding-container';
import { bindUseCases } from '@app/container/use-case-bindings';
import { sessionPreparedStreamToken } from '@app/container/session-prepared-stream';
import { makePreparedStream } from '@core/stream/prepared-stream';

const Tokens = { ...Ports, ...ViewModels };
export type ServiceKey = keyof typeof Tokens;
type Bound = { [K in ServiceKey]: (typeof Tokens)[K] extends ServiceToken<infer T> ? T : never };

/** Every token bound to a fresh in-memory service; the clock is fixed inside the demo season. */
function defaults(): Bound {
  const clock = createFixedClock();
  // fixtures and the live feed over one seed, anchored at the fixed clock (the live match is 30' in)
  const match = createMemoryMatchServices({ clock });
  return {
    matches: match.matches,
    matchFeed: match.matchFeed,
    spoilers: createSpoilerStoreMemory(),
    playerPreferences: createPlayerPreferencesMemory(),
    matchFollows: createMatchFollowStoreMemory(),
    systemNotifier: createSystemNotifierMemory(),
    purchaseMemo: createPurchaseMemoMemory(),
    registrationNote: createRegistrationNoteMemory(),
    playbackProbe: createPlaybackProbeMemory(),
    accessibilitySettings: createAccessibilitySettingsStoreMemory(),
    digest: createDigestMemory(),
    news: createNewsMemory(),
    pages: createPagesMemory(),
    webSettings: createWebSettingsMemory(),
    sponsors: createSponsorMemory(),
    adverts: createAdvertMemory(undefined, { clock }),
    promos: createPromoMemory(undefined, { clock }),
    seenPromos: createSeenPromosMemory(),
    analytics: createAnalyticsMemory(),
    tagManager: createTagManagerMemory(),
    search: createSearchMemory(),
    video: createVideoMemory(),
    // a guest's stream service (no token); tests of a fan pass the fake account's own
    stream: createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined }),
    images: createImageMemory(),
    teams: createTeamMemory(),
    httpActivity: createHttpActivityMemory(),
    consent: createConsentStoreMemory(),
    // the page's own origin under jsdom, as the browser's config would say
    siteOrigin: typeof location === 'undefined' ? 'http://localhost:8080' : location.origin,
    // the checkout of the test packages (ui/features/videos/testing/stream-world.ts)
    paymentOrigin: 'https://stream.uzfc.example',
    clock,
    random: createSeededRandom(),
    interfaceVm: createInterfaceVm(),
  };
}

/**
 * A ServiceLocator over in-memory adapters for component tests and stories.
 * `overrides` replaces single services, e.g. `{ news: createNewsMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' }) }`.
 * The use cases are bound by the composition root's own table (app/container/use-case-bindings.ts),
 * so a test sees the wiring the site runs, and an overridden port reaches every use case over it.
 * Each call builds everything afresh, so tests never share state.
 */
export function createMemoryServices(overrides: Partial<Record<ServiceKey, unknown>> = {}): ServiceLocator {
  const bound: Record<string, unknown> = { ...defaults(), ...overrides };
  const container = createBindingContainer();
  for (const key of Object.keys(Tokens) as ServiceKey[]) {
    container.bind(Tokens[key] as ServiceToken<unknown>).toConstantValue(bound[key]);
  }
  bindUseCases(container);
  // the site attaches this with the accounts chunk (app/container/create-account-vm.ts)
  container
    .get(sessionPreparedStreamToken)
    .attach(makePreparedStream({ openStream: container.get(UseCases.openStream), clock: container.get(Ports.clock) }));
  // the lock screen's own small app binds this one (app/site-lock/start-site-lock.tsx)
  container
    .bind(UseCases.checkSitePassword)
    .toResolvedValue((digest: DigestPort) => makeCheckSitePassword({ digest }), [Ports.digest]);
  // the tracker over an in-memory beacon that hands each batch to the analytics port (pass
  // `analytics: createAnalyticsMemory()` to read what was sent, `tagManager` for what was pushed);
  // the site binds the browser's deferred one (app/container/analytics-bindings.ts)
  container.bind(UseCases.analytics).toResolvedValue(
    (analytics: AnalyticsPort, tagManager: TagManagerPort, clock: Clock, random: Random, vm: InterfaceVm) =>
      makeAnalyticsTracker({
        beacon: createAnalyticsBeaconMemory({ analytics }),
        tagManager,
        clock,
        random,
        context: () => ({
          allowed: vm.state.cookiesConsent.analytics,
          url: typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`,
          environment: { domain: 'localhost', screensize: '1440x900', userAgent: 'test', ssoVendor: 'uzfc-sso' },
        }),
      }),
    [Ports.analytics, Ports.tagManager, Ports.clock, Ports.random, ViewModels.interfaceVm],
  );
  return { get: (token) => container.get(token) };
}
