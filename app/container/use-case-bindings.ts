import {
  makeCheckoutMemo,
  makeLoadPackages,
  makeLoadVideoDetail,
  makeOpenStream,
  type PurchaseMemo,
  type StreamPort,
} from '@core';
import {
  makeLoadFixtures,
  makeLoadMatch,
  makeSpoilerSettings,
  makeWatchMatch,
  type MatchFeedPort,
  type MatchPort,
  type SpoilerStore,
  type PlayerPreferencesStore,
  makePlayerPreferences,
} from '@core';
import {
  makeAccessibilitySettings,
  makeCookieConsent,
  type AccessibilitySettingsStore,
  type ConsentStore,
} from '@core';
import { makeLoadMenus } from '@core/shell/load-shell-data';
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
  type AdvertPort,
  type Clock,
  type NewsPort,
  type PagesPort,
  type PromoPort,
  type SearchPort,
  type SeenPromosStore,
  type SponsorPort,
  type VideoPort,
  type WebSettingsPort,
} from '@core';
import { makeLoadLoans, makeLoadPlayer, makeLoadSquad, makeLoadTeams, type TeamPort } from '@core';
import { ownPathOf } from '@protocol/return-address/safe-return-address';
import { Services, UseCases } from '@ui/shared';
import type { BindingContainer } from './binding-container';

/**
 * Every use case bound once, as a factory over the ports bound before it:
 * `container.bind(UseCases.x).toResolvedValue((a, b) => makeX({ a, b }), [Services.a, Services.b])`.
 * View models receive these functions; a child container (per story, test or
 * server request) can rebind a port and every use case over it follows.
 * Sections per feature keep additions from colliding.
 */
export function bindUseCases(container: BindingContainer): void {
  // ---- accounts and shell ----
  container
    .bind(UseCases.loadWebSettings)
    .toResolvedValue((webSettings: WebSettingsPort) => makeLoadWebSettings({ webSettings }), [Services.webSettings]);
  container.bind(UseCases.loadMenus).toResolvedValue((pages: PagesPort) => makeLoadMenus({ pages }), [Services.pages]);
  container
    .bind(UseCases.loadFooterCommercial)
    .toResolvedValue(
      (sponsors: SponsorPort, adverts: AdvertPort, clock: Clock) =>
        makeLoadFooterCommercial({ sponsors, adverts, clock }),
      [Services.sponsors, Services.adverts, Services.clock],
    );
  // the store is the visitor's (the browser's container, or a server request's, binds it)
  container
    .bind(UseCases.cookieConsent)
    .toResolvedValue((consent: ConsentStore) => makeCookieConsent({ consent }), [Services.consent]);

  // ---- news, content, search, promos, commercial ----
  container
    .bind(UseCases.loadNewsList)
    .toResolvedValue((news: NewsPort) => makeLoadNewsList({ news }), [Services.news]);
  container
    .bind(UseCases.loadNewsPage)
    .toResolvedValue((news: NewsPort) => makeLoadNewsPage({ news }), [Services.news]);
  container.bind(UseCases.loadArticle).toResolvedValue((news: NewsPort) => makeLoadArticle({ news }), [Services.news]);
  container
    .bind(UseCases.loadRelatedNews)
    .toResolvedValue((news: NewsPort) => makeLoadRelatedNews({ news }), [Services.news]);
  // a page's redirect follows the one return-address rule the portal uses: the site's own origin only
  container
    .bind(UseCases.loadContentPage)
    .toResolvedValue(
      (pages: PagesPort, siteOrigin: string) =>
        makeLoadContentPage({ pages, ownPath: (address) => ownPathOf(address, siteOrigin) }),
      [Services.pages, Services.siteOrigin],
    );
  container
    .bind(UseCases.searchNews)
    .toResolvedValue((search: SearchPort) => makeSearchNews({ search }), [Services.search]);
  container
    .bind(UseCases.nextOverlayPromo)
    .toResolvedValue(
      (promos: PromoPort, seen: SeenPromosStore, clock: Clock) => makeNextOverlayPromo({ promos, seen, clock }),
      [Services.promos, Services.seenPromos, Services.clock],
    );
  container
    .bind(UseCases.dismissPromo)
    .toResolvedValue((seen: SeenPromosStore) => makeDismissPromo({ seen }), [Services.seenPromos]);

  // ---- video catalogue, playback, subscriptions ----
  container
    .bind(UseCases.loadPackages)
    .toResolvedValue((stream: StreamPort) => makeLoadPackages({ stream }), [Services.stream]);
  container
    .bind(UseCases.checkoutMemo)
    .toResolvedValue(
      (memo: PurchaseMemo, clock: Clock) => makeCheckoutMemo({ memo, clock }),
      [Services.purchaseMemo, Services.clock],
    );
  container
    .bind(UseCases.openStream)
    .toResolvedValue((stream: StreamPort) => makeOpenStream({ stream }), [Services.stream]);
  container
    .bind(UseCases.loadVideoDetail)
    .toResolvedValue((video: VideoPort) => makeLoadVideoDetail({ video }), [Services.video]);
  // the catalogue's
  container
    .bind(UseCases.loadVideoConfig)
    .toResolvedValue((video: VideoPort) => makeLoadVideoConfig({ video }), [Services.video]);
  container
    .bind(UseCases.loadVideosHome)
    .toResolvedValue((video: VideoPort) => makeLoadVideosHome({ video }), [Services.video]);
  container
    .bind(UseCases.searchVideos)
    .toResolvedValue((video: VideoPort) => makeSearchVideos({ video }), [Services.video]);
  container.bind(UseCases.loadVideo).toResolvedValue((video: VideoPort) => makeLoadVideo({ video }), [Services.video]);

  // ---- matches and teams ----
  container
    .bind(UseCases.loadFixtures)
    .toResolvedValue((matches: MatchPort) => makeLoadFixtures({ matches }), [Services.matches]);
  container
    .bind(UseCases.loadMatch)
    .toResolvedValue(
      (matches: MatchPort, clock: Clock) => makeLoadMatch({ matches, clock }),
      [Services.matches, Services.clock],
    );
  container
    .bind(UseCases.watchMatch)
    .toResolvedValue(
      (matches: MatchPort, feed: MatchFeedPort, clock: Clock) => makeWatchMatch({ matches, feed, clock }),
      [Services.matches, Services.matchFeed, Services.clock],
    );
  container
    .bind(UseCases.spoilerSettings)
    .toResolvedValue((store: SpoilerStore) => makeSpoilerSettings({ store }), [Services.spoilers]);
  container
    .bind(UseCases.playerPreferences)
    .toResolvedValue((store: PlayerPreferencesStore) => makePlayerPreferences({ store }), [Services.playerPreferences]);
  // teams
  container.bind(UseCases.loadTeams).toResolvedValue((teams: TeamPort) => makeLoadTeams({ teams }), [Services.teams]);
  container
    .bind(UseCases.loadSquad)
    .toResolvedValue(
      (teams: TeamPort, clock: Clock) => makeLoadSquad({ teams, clock }),
      [Services.teams, Services.clock],
    );
  container
    .bind(UseCases.loadPlayer)
    .toResolvedValue(
      (teams: TeamPort, matches: MatchPort, clock: Clock) => makeLoadPlayer({ teams, matches, clock }),
      [Services.teams, Services.matches, Services.clock],
    );
  container
    .bind(UseCases.loadLoans)
    .toResolvedValue(
      (teams: TeamPort, clock: Clock) => makeLoadLoans({ teams, clock }),
      [Services.teams, Services.clock],
    );

  // ---- accessibility settings (the site lock's password check is bound by the lock screen's
  // own small app, app/site-lock/start-site-lock.tsx: an open site never loads it) ----
  container
    .bind(UseCases.accessibilitySettings)
    .toResolvedValue(
      (store: AccessibilitySettingsStore) => makeAccessibilitySettings({ store }),
      [Services.accessibilitySettings],
    );

  void container;
}
