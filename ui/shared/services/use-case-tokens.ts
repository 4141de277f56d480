/**
 * The use cases the UI can ask the composition root for. Each is a core factory
 * over ports (core/<feature>/make-*.ts), bound once in app/container/use-case-bindings.ts;
 * view models take these functions, never ports. Sections per feature keep
 * additions from colliding.
 */
import type { ServiceToken } from '@core';
import type { AccessibilitySettingsUseCase, AnalyticsTracker, CheckSitePassword, CookieConsentUseCase } from '@core';
import type { CheckoutMemo } from '@core';
import type { LoadDeviceSlots, LoadResumePoint, LoadWatchHistory, SaveWatchProgress, StopPlaybackDevice } from '@core';
import type { LoadPlaybackCapabilities, LoadStreamSettings, MeasureConnection } from '@core';
import type {
  FollowLiveScores,
  LoadFixtures,
  LoadMatch,
  LoadStandings,
  LoadPackages,
  LoadVideoDetail,
  OpenStream,
  SpoilerSettings,
  PlayerPreferencesSettings,
  MatchFollowing,
  WatchMatch,
} from '@core';
import type {
  DismissPromo,
  LoadArticle,
  LoadContentPage,
  LoadFooterCommercial,
  LoadNewsList,
  LoadNewsPage,
  LoadRelatedNews,
  LoadVideo,
  LoadVideoConfig,
  LoadVideosHome,
  LoadWebSettings,
  NextOverlayPromo,
  SearchNews,
  SearchVideos,
} from '@core';

import type { LoadMenus } from '@core/shell/load-shell-data';
import type { PreparedStream } from '@core/stream/prepared-stream';
import type { LoadLoans, LoadPlayer, LoadSquad, LoadTeams } from '@core';

export const useCase = <T>(name: string): ServiceToken<T> => Symbol.for(`uzfc.usecase.${name}`) as ServiceToken<T>;

export const UseCases = {
  // ---- accounts and shell ----
  // (the session manager is made in app/container/create-account-vm.ts, loaded lazily:
  // binding it here would put the accounts code in every route's first bundle)
  loadWebSettings: useCase<LoadWebSettings>('LoadWebSettings'),
  loadMenus: useCase<LoadMenus>('LoadMenus'),
  loadFooterCommercial: useCase<LoadFooterCommercial>('LoadFooterCommercial'),
  /** the visitor's cookie choice on this device (the consent store is the browser's: a child container binds it) */
  cookieConsent: useCase<CookieConsentUseCase>('CookieConsent'),

  // ---- news, content, search, promos, commercial ----
  loadNewsList: useCase<LoadNewsList>('LoadNewsList'),
  loadNewsPage: useCase<LoadNewsPage>('LoadNewsPage'),
  loadArticle: useCase<LoadArticle>('LoadArticle'),
  loadRelatedNews: useCase<LoadRelatedNews>('LoadRelatedNews'),
  loadContentPage: useCase<LoadContentPage>('LoadContentPage'),
  searchNews: useCase<SearchNews>('SearchNews'),
  nextOverlayPromo: useCase<NextOverlayPromo>('NextOverlayPromo'),
  dismissPromo: useCase<DismissPromo>('DismissPromo'),

  // ---- video catalogue, playback, subscriptions ----
  /** the packages on sale ('no packages' is an empty list): the packages modal and /videos/sub */
  loadPackages: useCase<LoadPackages>('LoadPackages'),
  /** the click on Buy remembered in this tab, taken back once by the return from the checkout */
  checkoutMemo: useCase<CheckoutMemo>('CheckoutMemo'),
  /** check access, then a playback token for one entry: every player (live, stream, on demand, audio) */
  openStream: useCase<OpenStream>('OpenStream'),
  /** openStream asked early, on intent ('Watch Live' pointed at or focused), and taken once by the page's player */
  preparedStream: useCase<PreparedStream>('PreparedStream'),
  /** the player's remembered choices on this device (captions, volume, muted, following the video) */
  playerPreferences: useCase<PlayerPreferencesSettings>('PlayerPreferences'),
  /** one on-demand video by id, or the newest (null) */
  loadVideoDetail: useCase<LoadVideoDetail>('LoadVideoDetail'),
  /** the account's playback slots in use, each device named (my devices) */
  loadDeviceSlots: useCase<LoadDeviceSlots>('LoadDeviceSlots'),
  /** "Stop playing there": ends another device's playback lease */
  stopPlaybackDevice: useCase<StopPlaybackDevice>('StopPlaybackDevice'),
  /** where the fan left an on-demand entry, and how often to write it */
  loadResumePoint: useCase<LoadResumePoint>('LoadResumePoint'),
  saveWatchProgress: useCase<SaveWatchProgress>('SaveWatchProgress'),
  /** "Continue watching" and the watched marks */
  loadWatchHistory: useCase<LoadWatchHistory>('LoadWatchHistory'),
  /** "Can I watch?": the stream service's init, this browser, a timed real segment */
  loadStreamSettings: useCase<LoadStreamSettings>('LoadStreamSettings'),
  loadPlaybackCapabilities: useCase<LoadPlaybackCapabilities>('LoadPlaybackCapabilities'),
  measureConnection: useCase<MeasureConnection>('MeasureConnection'),
  // the catalogue's
  loadVideoConfig: useCase<LoadVideoConfig>('LoadVideoConfig'),
  loadVideosHome: useCase<LoadVideosHome>('LoadVideosHome'),
  searchVideos: useCase<SearchVideos>('SearchVideos'),
  loadVideo: useCase<LoadVideo>('LoadVideo'),

  // ---- matches and teams ----
  /** a team's season as fixtures and results by month */
  loadFixtures: useCase<LoadFixtures>('LoadFixtures'),
  /** one match for the match centre's first render (the server's snapshot) */
  loadMatch: useCase<LoadMatch>('LoadMatch'),
  /** the live match centre: the match followed through its feed */
  watchMatch: useCase<WatchMatch>('WatchMatch'),
  /** spoiler-free on this device, and the matches revealed */
  spoilerSettings: useCase<SpoilerSettings>('SpoilerSettings'),
  /** the match followed from any page: follow, stop, ask for system notices, where an alert goes */
  matchFollowing: useCase<MatchFollowing>('MatchFollowing'),
  /** a team's league tables of a season (the current one without a season) */
  loadStandings: useCase<LoadStandings>('LoadStandings'),
  /** the scores of a competition's matches in play, for the live table */
  followLiveScores: useCase<FollowLiveScores>('FollowLiveScores'),
  // teams
  /** the teams shown on /teams with their links */
  loadTeams: useCase<LoadTeams>('LoadTeams'),
  /** a team page: squad grouped, staff, overview, players on loan (or the team's external page) */
  loadSquad: useCase<LoadSquad>('LoadSquad'),
  /** a player profile with age, loan status, season statistics and latest matches */
  loadPlayer: useCase<LoadPlayer>('LoadPlayer'),
  loadLoans: useCase<LoadLoans>('LoadLoans'),

  // ---- accessibility settings and the development site lock ----
  /** the fan's accessibility settings on this device */
  accessibilitySettings: useCase<AccessibilitySettingsUseCase>('AccessibilitySettings'),
  /** does a typed password open the development site lock (compared by hash) */
  checkSitePassword: useCase<CheckSitePassword>('CheckSitePassword'),

  // ---- analytics ----
  /** counts the fan's actions when they allow analytics (bound per visitor: it reads their consent) */
  analytics: useCase<AnalyticsTracker>('AnalyticsTracker'),
} as const;
