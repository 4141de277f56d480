/**
 * The names the composition root binds adapters under, one per port, beside the ports they
 * name. app/ binds each (container.bind(Ports.news)...); a use case is bound over them
 * (app/container/use-case-bindings.ts) and ui/ asks for the use case (ui/shared/services/
 * use-case-tokens.ts). A few ports the UI reads as they are (the image addresses, the clock,
 * the in-flight requests) it asks for here too: ui/ imports core, never app/.
 */
import type { AccessibilitySettingsStore } from './accessibility-settings-store.port';
import type { AdvertPort } from './advert.port';
import type { AnalyticsPort, TagManagerPort } from './analytics.port';
import type { Clock } from './clock.port';
import type { ConsentStore } from './consent-store.port';
import type { DigestPort } from './digest.port';
import type { HttpActivityPort } from './http-activity.port';
import type { ImagePort } from './image.port';
import type { MatchFeedPort } from './match-feed.port';
import type { MatchFollowStore } from './match-follow-store.port';
import type { MatchPort } from './match.port';
import type { NewsPort } from './news.port';
import type { PagesPort } from './pages.port';
import type { PlaybackProbePort } from './playback-probe.port';
import type { PlayerPreferencesStore } from './player-preferences.port';
import type { PromoPort, SeenPromosStore } from './promo.port';
import type { PurchaseMemo } from './purchase-memo.port';
import type { Random } from './random.port';
import type { RegistrationNote } from './registration-note.port';
import type { SearchPort } from './search.port';
import type { SponsorPort } from './sponsor.port';
import type { SpoilerStore } from './spoiler-store.port';
import type { StreamPort } from './stream.port';
import type { SystemNotifier } from './system-notifier.port';
import type { TeamPort } from './team.port';
import type { VideoPort } from './video.port';
import type { WebSettingsPort } from './web-settings.port';

/** A name for one bound service; the phantom type parameter lets get() infer the bound type from it. */
export type ServiceToken<T> = symbol & { readonly __service?: T };

/** A token under a global name (Symbol.for): the same token however many times a chunk is evaluated. */
export const serviceToken = <T>(name: string): ServiceToken<T> => Symbol.for(`uzfc.${name}`) as ServiceToken<T>;

export const Ports = {
  news: serviceToken<NewsPort>('NewsPort'),
  pages: serviceToken<PagesPort>('PagesPort'),
  webSettings: serviceToken<WebSettingsPort>('WebSettingsPort'),
  sponsors: serviceToken<SponsorPort>('SponsorPort'),
  adverts: serviceToken<AdvertPort>('AdvertPort'),
  promos: serviceToken<PromoPort>('PromoPort'),
  seenPromos: serviceToken<SeenPromosStore>('SeenPromosStore'),
  analytics: serviceToken<AnalyticsPort>('AnalyticsPort'),
  tagManager: serviceToken<TagManagerPort>('TagManagerPort'),
  search: serviceToken<SearchPort>('SearchPort'),
  /** the video catalogue (videos v2): config, feed sections, search, one video */
  video: serviceToken<VideoPort>('VideoPort'),
  /**
   * the stream and payments service of the fan's session (packages, playback tokens): it
   * reads the account's current token, so the app serves it once the accounts code has loaded
   */
  stream: serviceToken<StreamPort>('StreamPort'),
  /** the match-data service: fixtures, results, one match's detail */
  matches: serviceToken<MatchPort>('MatchPort'),
  /** one match's live commentary (server-sent events, polling fallback) */
  matchFeed: serviceToken<MatchFeedPort>('MatchFeedPort'),
  /** the fan's spoiler-free setting on this device */
  spoilers: serviceToken<SpoilerStore>('SpoilerStore'),
  /** the video player's choices on this device (captions, volume, muted, following the video) */
  playerPreferences: serviceToken<PlayerPreferencesStore>('PlayerPreferencesStore'),
  /** the live match the fan follows from any page, on this device */
  matchFollows: serviceToken<MatchFollowStore>('MatchFollowStore'),
  /** the device's system notifications, and whether the site's tab is hidden */
  systemNotifier: serviceToken<SystemNotifier>('SystemNotifier'),
  /** what the fan held when they left for the checkout, in this tab: the return thanks only for a pass that arrived */
  purchaseMemo: serviceToken<PurchaseMemo>('PurchaseMemo'),
  /** that the fan left for the portal's register page, in this tab: the return then counts a registration, not a sign-in */
  registrationNote: serviceToken<RegistrationNote>('RegistrationNote'),
  /** what this browser can play, and a timed download of a real segment ("Can I watch?") */
  playbackProbe: serviceToken<PlaybackProbePort>('PlaybackProbePort'),
  /** the fan's accessibility settings on this device */
  accessibilitySettings: serviceToken<AccessibilitySettingsStore>('AccessibilitySettingsStore'),
  /** SHA-256, for the development site lock's password check */
  digest: serviceToken<DigestPort>('DigestPort'),
  images: serviceToken<ImagePort>('ImagePort'),
  /** the organisations service (teams, squads, players) and the loaned players and teams service */
  teams: serviceToken<TeamPort>('TeamPort'),
  httpActivity: serviceToken<HttpActivityPort>('HttpActivityPort'),
  consent: serviceToken<ConsentStore>('ConsentStore'),
  /** the site's public origin (share links, canonical addresses), from config: the same on the server and in the browser */
  siteOrigin: serviceToken<string>('SiteOrigin'),
  /** the payment domain's origin (the stream service's, where its checkout is), from config: where a lock's button may lead */
  paymentOrigin: serviceToken<string>('PaymentOrigin'),
  clock: serviceToken<Clock>('Clock'),
  random: serviceToken<Random>('Random'),
} as const;
