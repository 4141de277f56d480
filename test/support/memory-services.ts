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
import { createAccessibilitySettingsStoreMemory } from '@adapters/memory/accessibility/accessibility-settings-store-memory';
import { createDigestMemory } from '@adapters/memory/digest/digest-memory';
import {
  Ports,
  type ServiceToken,
  makeAccessibilitySettings,
  makeCheckoutMemo,
  makeCheckSitePassword,
  makeCookieConsent,
} from '@core';
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
import { ViewModels, type ServiceLocator } from '@ui/shared/services/service-tokens';
import { UseCases } from '@ui/shared/services/use-case-tokens';
import { ownPathOf } from '@protocol/return-address/safe-return-address';
import { createInterfaceVm } from '@ui/app-shell/interface-vm';
import { makeLoadMenus } from '@core/shell/load-shell-data';

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
  [UseCases.loadNewsList, (get) => makeLoadNewsList({ news: get(Ports.news) })],
  [UseCases.loadNewsPage, (get) => makeLoadNewsPage({ news: get(Ports.news) })],
  [UseCases.loadArticle, (get) => makeLoadArticle({ news: get(Ports.news) })],
  [UseCases.loadRelatedNews, (get) => makeLoadRelatedNews({ news: get(Ports.news) })],
  [
    UseCases.loadContentPage,
    (get) =>
      makeLoadContentPage({
        pages: get(Ports.pages),
        ownPath: (address) => ownPathOf(address, get(Ports.siteOrigin)),
      }),
  ],
  [UseCases.searchNews, (get) => makeSearchNews({ search: get(Ports.search) })],
  [
    UseCases.nextOverlayPromo,
    (get) =>
      makeNextOverlayPromo({
        promos: get(Ports.promos),
        seen: get(Ports.seenPromos),
        clock: get(Ports.clock),
      }),
  ],
  [UseCases.dismissPromo, (get) => makeDismissPromo({ seen: get(Ports.seenPromos) })],
  [
    UseCases.loadFooterCommercial,
    (get) =>
      makeLoadFooterCommercial({
        sponsors: get(Ports.sponsors),
        adverts: get(Ports.adverts),
        clock: get(Ports.clock),
      }),
  ],
  [UseCases.loadWebSettings, (get) => makeLoadWebSettings({ webSettings: get(Ports.webSettings) })],
  [UseCases.cookieConsent, (get) => makeCookieConsent({ consent: get(Ports.consent) })],
  [UseCases.checkoutMemo, (get) => makeCheckoutMemo({ memo: get(Ports.purchaseMemo), clock: get(Ports.clock) })],
  [UseCases.loadVideoConfig, (get) => makeLoadVideoConfig({ video: get(Ports.video) })],
  [UseCases.loadVideosHome, (get) => makeLoadVideosHome({ video: get(Ports.video) })],
  [UseCases.searchVideos, (get) => makeSearchVideos({ video: get(Ports.video) })],
  [UseCases.loadVideo, (get) => makeLoadVideo({ video: get(Ports.video) })],
];
// ---- end of the content block ----

// ---- matches and teams ----
const matchUseCases: readonly UseCaseEntry[] = [
  [UseCases.loadFixtures, (get) => makeLoadFixtures({ matches: get(Ports.matches) })],
  [UseCases.loadMatch, (get) => makeLoadMatch({ matches: get(Ports.matches), clock: get(Ports.clock) })],
  [
    UseCases.watchMatch,
    (get) => makeWatchMatch({ matches: get(Ports.matches), feed: get(Ports.matchFeed), clock: get(Ports.clock) }),
  ],
  [UseCases.spoilerSettings, (get) => makeSpoilerSettings({ store: get(Ports.spoilers) })],
];

// teams
const teamUseCases: readonly UseCaseEntry[] = [
  [UseCases.loadTeams, (get) => makeLoadTeams({ teams: get(Ports.teams) })],
  [UseCases.loadSquad, (get) => makeLoadSquad({ teams: get(Ports.teams), clock: get(Ports.clock) })],
  [
    UseCases.loadPlayer,
    (get) => makeLoadPlayer({ teams: get(Ports.teams), matches: get(Ports.matches), clock: get(Ports.clock) }),
  ],
  [UseCases.loadLoans, (get) => makeLoadLoans({ teams: get(Ports.teams), clock: get(Ports.clock) })],
];
// ---- end of the matches block ----

// ---- accessibility settings and the development site lock ----
const settingsUseCases: readonly UseCaseEntry[] = [
  [UseCases.accessibilitySettings, (get) => makeAccessibilitySettings({ store: get(Ports.accessibilitySettings) })],
  [UseCases.checkSitePassword, (get) => makeCheckSitePassword({ digest: get(Ports.digest) })],
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
        beacon: createAnalyticsBeaconMemory({ analytics: get(Ports.analytics) }),
        tagManager: get(Ports.tagManager),
        clock: get(Ports.clock),
        random: get(Ports.random),
        context: () => ({
          allowed: get(ViewModels.interfaceVm).state.cookiesConsent.analytics,
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
    (Object.keys(Tokens) as ServiceKey[]).map((key) => [Tokens[key], bound[key]]),
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
