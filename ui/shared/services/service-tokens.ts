/**
 * What the UI can ask the composition root for. ui/ never imports inversify or an
 * adapter: app/ binds each token (container.bind(token)...), tests and stories
 * build a locator over in-memory adapters (test/support/memory-services.ts).
 */
import type {
  AdvertPort,
  AnalyticsPort,
  Clock,
  HttpActivityPort,
  ImagePort,
  MatchFeedPort,
  MatchPort,
  NewsPort,
  PagesPort,
  PlayerPreferencesStore,
  PromoPort,
  PurchaseMemo,
  Random,
  RegistrationNote,
  SearchPort,
  SeenPromosStore,
  SponsorPort,
  SpoilerStore,
  StreamPort,
  TagManagerPort,
  VideoPort,
  WebSettingsPort,
} from '@core';
import type { TeamPort } from '@core';
import type { AccessibilitySettingsStore, ConsentStore, DigestPort } from '@core';
import type { InterfaceVm } from '../../app-shell/interface-vm';

// The phantom type parameter lets get() infer the bound type from the token.
export type ServiceToken<T> = symbol & { readonly __service?: T };
const token = <T>(name: string): ServiceToken<T> => Symbol.for(`uzfc.${name}`) as ServiceToken<T>;

export const Services = {
  news: token<NewsPort>('NewsPort'),
  pages: token<PagesPort>('PagesPort'),
  webSettings: token<WebSettingsPort>('WebSettingsPort'),
  sponsors: token<SponsorPort>('SponsorPort'),
  adverts: token<AdvertPort>('AdvertPort'),
  promos: token<PromoPort>('PromoPort'),
  seenPromos: token<SeenPromosStore>('SeenPromosStore'),
  analytics: token<AnalyticsPort>('AnalyticsPort'),
  tagManager: token<TagManagerPort>('TagManagerPort'),
  search: token<SearchPort>('SearchPort'),
  /** the video catalogue (videos v2): config, feed sections, search, one video */
  video: token<VideoPort>('VideoPort'),
  /**
   * the stream and payments service of the fan's session (packages, playback tokens): it
   * reads the account's current token, so the app serves it once the accounts code has loaded
   */
  stream: token<StreamPort>('StreamPort'),
  /** the match-data service: fixtures, results, one match's detail */
  matches: token<MatchPort>('MatchPort'),
  /** one match's live commentary (server-sent events, polling fallback) */
  matchFeed: token<MatchFeedPort>('MatchFeedPort'),
  /** the fan's spoiler-free setting on this device */
  spoilers: token<SpoilerStore>('SpoilerStore'),
  /** the video player's choices on this device (captions, volume, muted, following the video) */
  playerPreferences: token<PlayerPreferencesStore>('PlayerPreferencesStore'),
  /** what the fan held when they left for the checkout, in this tab: the return thanks only for a pass that arrived */
  purchaseMemo: token<PurchaseMemo>('PurchaseMemo'),
  /** that the fan left for the portal's register page, in this tab: the return then counts a registration, not a sign-in */
  registrationNote: token<RegistrationNote>('RegistrationNote'),
  /** the fan's accessibility settings on this device */
  accessibilitySettings: token<AccessibilitySettingsStore>('AccessibilitySettingsStore'),
  /** SHA-256, for the development site lock's password check */
  digest: token<DigestPort>('DigestPort'),
  images: token<ImagePort>('ImagePort'),
  /** the organisations service (teams, squads, players) and the loaned players and teams service */
  teams: token<TeamPort>('TeamPort'),
  httpActivity: token<HttpActivityPort>('HttpActivityPort'),
  consent: token<ConsentStore>('ConsentStore'),
  /** the site's public origin (share links, canonical addresses): the same on the server and in the browser */
  siteOrigin: token<string>('SiteOrigin'),
  clock: token<Clock>('Clock'),
  random: token<Random>('Random'),
  /** the single interface view model (site-shell §3 interface state) */
  interfaceVm: token<InterfaceVm>('InterfaceVm'),
} as const;

export interface ServiceLocator {
  get<T>(token: ServiceToken<T>): T;
}
