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
import { createAccessibilitySettingsStoreMemory } from '@adapters/memory/accessibility/accessibility-settings-store-memory';
import { createDigestMemory } from '@adapters/memory/digest/digest-memory';
import { makeAccessibilitySettings, makeCheckoutMemo, makeCheckSitePassword, makeCookieConsent } from '@core';
import { makeAnalyticsTracker } from '@core/analytics/analytics-tracker';
import { createAnalyticsBeaconMemory } from '@adapters/memory/analytics/analytics-beacon-memory';
import {
  makeLoadFixtures,
  makeLoadLoans,
  makeLoadMatch,
  makeLoadPlayer,
  makeLoadSquad,
  makeLoadTeams,
  makeSpoilerSettings,
  makePlayerPreferences,
  makeWatchMatch,
} from '@core';
import { createPurchaseMemoMemory } from '@adapters/memory/purchase/purchase-memo-memory';
import { createRegistrationNoteMemory } from '@adapters/memory/auth/registration-note-memory';
import { makeLoadPackages, makeLoadVideoDetail, makeOpenStream, type StreamPort, type VideoPort } from '@core';
import {
  makeDismissPromo,
  makeLoadArticle,
  makeLoadContentPage,
  makeLoadFooterCommercial,
  makeLoadNewsList,
  makeLoadNewsPage,
  makeLoadRelatedNews,
  makeLoadVideo,
  makeLoadVideoConfig,
  makeLoadVideosHome,
  makeLoadWebSettings,
  makeNextOverlayPromo,
  makeSearchNews,
  makeSearchVideos,
} from '@core';
import { Services, type ServiceLocator, type ServiceToken } from '@ui/shared/services/service-tokens';
import { UseCases } from '@ui/shared/services/use-case-tokens';
import { ownPathOf } from '@protocol/return-address/safe-return-address';
import { createInterfaceVm } from '@ui/app-shell/interface-vm';
import { makeLoadMenus } from '@core/shell/load-shell-data';

export type ServiceKey = keyof typeof Services;
type Bound = { [K in ServiceKey]: (typeof Services)[K] extends ServiceToken<infer T> ? T : never };

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
    purchaseMemo: createPurchaseMemoMemory(),
    registrationNote: createRegistrationNoteMemory(),
    accessibilitySettings: createAccessibilitySettingsStoreMemory(),
    digest: createDigestMemory(),
    news: createNewsMemory(),
    pages: createPagesMemory(),
    webSettings: createWebSettingsMemory(),
    sponsors: createSponsorMemory(),
    adverts: createAdvertMemory(),
    promos: createPromoMemory(),
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
    clock,
    random: createSeededRandom(),
    interfaceVm: createInterfaceVm(),
  };
}

/** Builds a use case from the ports bound in this locator (overrides included). */
type UseCaseEntry = readonly [symbol, (get: <T>(token: ServiceToken<T>) => T) => unknown];

// ---- news, content, search, promos, commercial, video catalogue ----
const contentUseCases: readonly UseCaseEntry[] = [
  [UseCases.loadNewsList, (get) => makeLoadNewsList({ news: get(Services.news) })],
  [UseCases.loadNewsPage, (get) => makeLoadNewsPage({ news: get(Services.news) })],
  [UseCases.loadArticle, (get) => makeLoadArticle({ news: get(Services.news) })],
  [UseCases.loadRelatedNews, (get) => makeLoadRelatedNews({ news: get(Services.news) })],
  [
    UseCases.loadContentPage,
    (get) =>
      makeLoadContentPage({
        pages: get(Services.pages),
        ownPath: (address) => ownPathOf(address, get(Services.siteOrigin)),
      }),
  ],
  [UseCases.searchNews, (get) => makeSearchNews({ search: get(Services.search) })],
  [
    UseCases.nextOverlayPromo,
    (get) =>
      makeNextOverlayPromo({
        promos: get(Services.promos),
        seen: get(Services.seenPromos),
        clock: get(Services.clock),
      }),
  ],
  [UseCases.dismissPromo, (get) => makeDismissPromo({ seen: get(Services.seenPromos) })],
  [
    UseCases.loadFooterCommercial,
    (get) =>
      makeLoadFooterCommercial({
        sponsors: get(Services.sponsors),
        adverts: get(Services.adverts),
        clock: get(Services.clock),
      }),
  ],
  [UseCases.loadWebSettings, (get) => makeLoadWebSettings({ webSettings: get(Services.webSettings) })],
  [UseCases.cookieConsent, (get) => makeCookieConsent({ consent: get(Services.consent) })],
  [UseCases.checkoutMemo, (get) => makeCheckoutMemo({ memo: get(Services.purchaseMemo), clock: get(Services.clock) })],
  [UseCases.loadVideoConfig, (get) => makeLoadVideoConfig({ video: get(Services.video) })],
  [UseCases.loadVideosHome, (get) => makeLoadVideosHome({ video: get(Services.video) })],
  [UseCases.searchVideos, (get) => makeSearchVideos({ video: get(Services.video) })],
  [UseCases.loadVideo, (get) => makeLoadVideo({ video: get(Services.video) })],
];
// ---- end of the content block ----

// ---- matches and teams ----
const matchUseCases: readonly UseCaseEntry[] = [
  [UseCases.loadFixtures, (get) => makeLoadFixtures({ matches: get(Services.matches) })],
  [UseCases.loadMatch, (get) => makeLoadMatch({ matches: get(Services.matches), clock: get(Services.clock) })],
  [
    UseCases.watchMatch,
    (get) =>
      makeWatchMatch({ matches: get(Services.matches), feed: get(Services.matchFeed), clock: get(Services.clock) }),
  ],
  [UseCases.spoilerSettings, (get) => makeSpoilerSettings({ store: get(Services.spoilers) })],
  [UseCases.playerPreferences, (get) => makePlayerPreferences({ store: get(Services.playerPreferences) })],
];

// teams
const teamUseCases: readonly UseCaseEntry[] = [
  [UseCases.loadTeams, (get) => makeLoadTeams({ teams: get(Services.teams) })],
  [UseCases.loadSquad, (get) => makeLoadSquad({ teams: get(Services.teams), clock: get(Services.clock) })],
  [
    UseCases.loadPlayer,
    (get) => makeLoadPlayer({ teams: get(Services.teams), matches: get(Services.matches), clock: get(Services.clock) }),
  ],
  [UseCases.loadLoans, (get) => makeLoadLoans({ teams: get(Services.teams), clock: get(Services.clock) })],
];
// ---- end of the matches block ----

// ---- accessibility settings and the development site lock ----
const settingsUseCases: readonly UseCaseEntry[] = [
  [UseCases.accessibilitySettings, (get) => makeAccessibilitySettings({ store: get(Services.accessibilitySettings) })],
  [UseCases.checkSitePassword, (get) => makeCheckSitePassword({ digest: get(Services.digest) })],
];
// ---- end of the accessibility block ----

// ---- analytics ----
// the tracker over an in-memory beacon that hands each batch to the analytics port (pass
// `analytics: createAnalyticsMemory()` to read what was sent, `tagManager` for what was pushed)
const analyticsUseCases: readonly UseCaseEntry[] = [
  [
    UseCases.analytics,
    (get) =>
      makeAnalyticsTracker({
        beacon: createAnalyticsBeaconMemory({ analytics: get(Services.analytics) }),
        tagManager: get(Services.tagManager),
        clock: get(Services.clock),
        random: get(Services.random),
        context: () => ({
          allowed: get(Services.interfaceVm).state.cookiesConsent.analytics,
          url: typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`,
          environment: { domain: 'localhost', screensize: '1440x900', userAgent: 'test', ssoVendor: 'uzfc-sso' },
        }),
      }),
  ],
];
// ---- end of the analytics block ----

const useCaseEntries: readonly UseCaseEntry[] = [
  ...contentUseCases,
  ...matchUseCases,
  ...teamUseCases,
  ...settingsUseCases,
  ...analyticsUseCases,
];

/**
 * A ServiceLocator over in-memory adapters for component tests and stories.
 * `overrides` replaces single services, e.g. `{ news: createNewsMemory(undefined, { fail: 'SERVICE.UNAVAILABLE' }) }`.
 * Each call builds everything afresh, so tests never share state.
 */
export function createMemoryServices(overrides: Partial<Record<ServiceKey, unknown>> = {}): ServiceLocator {
  const bound: Record<string, unknown> = { ...defaults(), ...overrides };
  const byToken = new Map<symbol, unknown>(
    (Object.keys(Services) as ServiceKey[]).map((key) => [Services[key], bound[key]]),
  );
  const port = <K extends ServiceKey>(key: K) => bound[key] as Bound[K];

  // ---- accounts and shell use cases (as app/container/use-case-bindings.ts binds them) ----
  byToken.set(UseCases.loadMenus, makeLoadMenus({ pages: port('pages') }));

  for (const [token, useCase] of useCasesOver(bound)) byToken.set(token, useCase);
  const get = <T>(token: ServiceToken<T>): T => {
    if (!byToken.has(token)) throw new Error(`createMemoryServices: nothing bound to ${String(token)}`);
    return byToken.get(token) as T;
  };
  // use cases are made once, over the ports above (so an override reaches them too)
  for (const [token, make] of useCaseEntries) byToken.set(token, make(get));
  return { get };
}

/**
 * The use cases, bound over the ports above as app/container/use-case-bindings.ts binds
 * them over the real ones (so an override of a port reaches its use cases).
 */
function useCasesOver(bound: Record<string, unknown>): [symbol, unknown][] {
  const stream = bound.stream as StreamPort;
  const video = bound.video as VideoPort;
  return [
    // ---- video catalogue, playback, subscriptions ----
    [UseCases.loadPackages, makeLoadPackages({ stream })],
    [UseCases.openStream, makeOpenStream({ stream })],
    [UseCases.loadVideoDetail, makeLoadVideoDetail({ video })],
  ];
}
