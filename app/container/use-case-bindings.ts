import {
  Ports,
  makeCheckoutMemo,
  makeLoadPackages,
  makeLoadVideoDetail,
  makeOpenStream,
  makeLoadDeviceSlots,
  makeStopPlaybackDevice,
  makeLoadResumePoint,
  makeSaveWatchProgress,
  makeLoadWatchHistory,
  site,
  makeLoadStreamSettings,
  makeLoadPlaybackCapabilities,
  makeMeasureConnection,
  type PlaybackProbePort,
  type OpenStream,
  type PurchaseMemo,
  type StreamPort,
} from '@core';
import {
  makeFollowLiveScores,
  makeLoadFixtures,
  makeLoadMatch,
  makeLoadStandings,
  makeSpoilerSettings,
  makeWatchMatch,
  makeMatchFollowing,
  type MatchFeedPort,
  type MatchFollowStore,
  type MatchPort,
  type SpoilerSettings,
  type WatchMatch,
  type SpoilerStore,
  type PlayerPreferencesStore,
  makePlayerPreferences,
  type SystemNotifier,
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
import { UseCases } from '@ui/shared';
import type { BindingContainer } from './binding-container';
import {
  createSessionPreparedStream,
  sessionPreparedStreamToken,
  type SessionPreparedStream,
} from './session-prepared-stream';

/**
 * Every use case bound once, as a factory over the ports bound before it:
 * `container.bind(UseCases.x).toResolvedValue((a, b) => makeX({ a, b }), [Ports.a, Ports.b])`.
 * View models receive these functions; a child container (per story, test or
 * server request) can rebind a port and every use case over it follows.
 * Sections per feature keep additions from colliding.
 */
export function bindUseCases(container: BindingContainer): void {
  // ---- accounts and shell ----
  container
    .bind(UseCases.loadWebSettings)
    .toResolvedValue((webSettings: WebSettingsPort) => makeLoadWebSettings({ webSettings }), [Ports.webSettings]);
  container.bind(UseCases.loadMenus).toResolvedValue((pages: PagesPort) => makeLoadMenus({ pages }), [Ports.pages]);
  container
    .bind(UseCases.loadFooterCommercial)
    .toResolvedValue(
      (sponsors: SponsorPort, adverts: AdvertPort, clock: Clock) =>
        makeLoadFooterCommercial({ sponsors, adverts, clock }),
      [Ports.sponsors, Ports.adverts, Ports.clock],
    );
  // the store is the visitor's (the browser's container, or a server request's, binds it)
  container
    .bind(UseCases.cookieConsent)
    .toResolvedValue((consent: ConsentStore) => makeCookieConsent({ consent }), [Ports.consent]);

  // ---- news, content, search, promos, commercial ----
  container.bind(UseCases.loadNewsList).toResolvedValue((news: NewsPort) => makeLoadNewsList({ news }), [Ports.news]);
  container.bind(UseCases.loadNewsPage).toResolvedValue((news: NewsPort) => makeLoadNewsPage({ news }), [Ports.news]);
  container.bind(UseCases.loadArticle).toResolvedValue((news: NewsPort) => makeLoadArticle({ news }), [Ports.news]);
  container
    .bind(UseCases.loadRelatedNews)
    .toResolvedValue((news: NewsPort) => makeLoadRelatedNews({ news }), [Ports.news]);
  // a page's redirect follows the one return-address rule the portal uses: the site's own origin only
  container
    .bind(UseCases.loadContentPage)
    .toResolvedValue(
      (pages: PagesPort, siteOrigin: string) =>
        makeLoadContentPage({ pages, ownPath: (address) => ownPathOf(address, siteOrigin) }),
      [Ports.pages, Ports.siteOrigin],
    );
  container
    .bind(UseCases.searchNews)
    .toResolvedValue((search: SearchPort) => makeSearchNews({ search }), [Ports.search]);
  container
    .bind(UseCases.nextOverlayPromo)
    .toResolvedValue(
      (promos: PromoPort, seen: SeenPromosStore, clock: Clock) => makeNextOverlayPromo({ promos, seen, clock }),
      [Ports.promos, Ports.seenPromos, Ports.clock],
    );
  container
    .bind(UseCases.dismissPromo)
    .toResolvedValue((seen: SeenPromosStore) => makeDismissPromo({ seen }), [Ports.seenPromos]);

  // ---- video catalogue, playback, subscriptions ----
  container
    .bind(UseCases.loadPackages)
    .toResolvedValue((stream: StreamPort) => makeLoadPackages({ stream }), [Ports.stream]);
  container
    .bind(UseCases.checkoutMemo)
    .toResolvedValue(
      (memo: PurchaseMemo, clock: Clock) => makeCheckoutMemo({ memo, clock }),
      [Ports.purchaseMemo, Ports.clock],
    );
  container
    .bind(UseCases.openStream)
    .toResolvedValue((stream: StreamPort) => makeOpenStream({ stream }), [Ports.stream]);
  // one per visitor (the browser's container, each server request's): the answer it keeps is one
  // fan's; its code arrives with the accounts (session-prepared-stream.ts)
  container
    .bind(sessionPreparedStreamToken)
    .toResolvedValue((openStream: OpenStream) => createSessionPreparedStream(openStream), [UseCases.openStream]);
  container
    .bind(UseCases.preparedStream)
    .toResolvedValue((session: SessionPreparedStream) => session.useCase, [sessionPreparedStreamToken]);
  container
    .bind(UseCases.loadVideoDetail)
    .toResolvedValue((video: VideoPort) => makeLoadVideoDetail({ video }), [Ports.video]);
  container
    .bind(UseCases.loadDeviceSlots)
    .toResolvedValue((stream: StreamPort) => makeLoadDeviceSlots({ stream }), [Ports.stream]);
  container
    .bind(UseCases.stopPlaybackDevice)
    .toResolvedValue((stream: StreamPort) => makeStopPlaybackDevice({ stream }), [Ports.stream]);
  container
    .bind(UseCases.loadResumePoint)
    .toResolvedValue((stream: StreamPort) => makeLoadResumePoint({ stream }), [Ports.stream]);
  container
    .bind(UseCases.saveWatchProgress)
    .toResolvedValue((stream: StreamPort) => makeSaveWatchProgress({ stream }), [Ports.stream]);
  container
    .bind(UseCases.loadStreamSettings)
    .toResolvedValue((stream: StreamPort) => makeLoadStreamSettings({ stream }), [Ports.stream]);
  container
    .bind(UseCases.loadPlaybackCapabilities)
    .toResolvedValue((probe: PlaybackProbePort) => makeLoadPlaybackCapabilities({ probe }), [Ports.playbackProbe]);
  container
    .bind(UseCases.measureConnection)
    .toResolvedValue(
      (stream: StreamPort, probe: PlaybackProbePort) =>
        makeMeasureConnection({ stream, probe, freeEntryId: site.connectionProbeEntryId }),
      [Ports.stream, Ports.playbackProbe],
    );
  container
    .bind(UseCases.loadWatchHistory)
    .toResolvedValue(
      (stream: StreamPort, video: VideoPort) => makeLoadWatchHistory({ stream, video }),
      [Ports.stream, Ports.video],
    );
  // the catalogue's
  container
    .bind(UseCases.loadVideoConfig)
    .toResolvedValue((video: VideoPort) => makeLoadVideoConfig({ video }), [Ports.video]);
  container
    .bind(UseCases.loadVideosHome)
    .toResolvedValue((video: VideoPort) => makeLoadVideosHome({ video }), [Ports.video]);
  container
    .bind(UseCases.searchVideos)
    .toResolvedValue((video: VideoPort) => makeSearchVideos({ video }), [Ports.video]);
  container.bind(UseCases.loadVideo).toResolvedValue((video: VideoPort) => makeLoadVideo({ video }), [Ports.video]);

  // ---- matches and teams ----
  container
    .bind(UseCases.loadFixtures)
    .toResolvedValue((matches: MatchPort) => makeLoadFixtures({ matches }), [Ports.matches]);
  container
    .bind(UseCases.loadMatch)
    .toResolvedValue(
      (matches: MatchPort, clock: Clock) => makeLoadMatch({ matches, clock }),
      [Ports.matches, Ports.clock],
    );
  container
    .bind(UseCases.watchMatch)
    .toResolvedValue(
      (matches: MatchPort, feed: MatchFeedPort, clock: Clock) => makeWatchMatch({ matches, feed, clock }),
      [Ports.matches, Ports.matchFeed, Ports.clock],
    );
  container
    .bind(UseCases.spoilerSettings)
    .toResolvedValue((store: SpoilerStore) => makeSpoilerSettings({ store }), [Ports.spoilers]);
  container
    .bind(UseCases.loadStandings)
    .toResolvedValue((matches: MatchPort) => makeLoadStandings({ matches }), [Ports.matches]);
  container
    .bind(UseCases.followLiveScores)
    .toResolvedValue((watchMatch: WatchMatch) => makeFollowLiveScores({ watchMatch }), [UseCases.watchMatch]);
  container
    .bind(UseCases.playerPreferences)
    .toResolvedValue((store: PlayerPreferencesStore) => makePlayerPreferences({ store }), [Ports.playerPreferences]);
  container
    .bind(UseCases.matchFollowing)
    .toResolvedValue(
      (store: MatchFollowStore, notifier: SystemNotifier, spoilerSettings: SpoilerSettings) =>
        makeMatchFollowing({ store, notifier, spoilerSettings }),
      [Ports.matchFollows, Ports.systemNotifier, UseCases.spoilerSettings],
    );
  // teams
  container.bind(UseCases.loadTeams).toResolvedValue((teams: TeamPort) => makeLoadTeams({ teams }), [Ports.teams]);
  container
    .bind(UseCases.loadSquad)
    .toResolvedValue((teams: TeamPort, clock: Clock) => makeLoadSquad({ teams, clock }), [Ports.teams, Ports.clock]);
  container
    .bind(UseCases.loadPlayer)
    .toResolvedValue(
      (teams: TeamPort, matches: MatchPort, clock: Clock) => makeLoadPlayer({ teams, matches, clock }),
      [Ports.teams, Ports.matches, Ports.clock],
    );
  container
    .bind(UseCases.loadLoans)
    .toResolvedValue((teams: TeamPort, clock: Clock) => makeLoadLoans({ teams, clock }), [Ports.teams, Ports.clock]);

  // ---- accessibility settings (the site lock's password check is bound by the lock screen's
  // own small app, app/site-lock/start-site-lock.tsx: an open site never loads it) ----
  container
    .bind(UseCases.accessibilitySettings)
    .toResolvedValue(
      (store: AccessibilitySettingsStore) => makeAccessibilitySettings({ store }),
      [Ports.accessibilitySettings],
    );

  void container;
}
