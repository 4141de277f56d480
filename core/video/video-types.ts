/**
 * The video catalogue (VIDEO-1 to VIDEO-6): on-demand videos, channels, the main
 * feed's sections, the video configuration (feeds, live upgrade data, FAQ, filters).
 * Plain data: ISO strings and numbers, so view models can hold it as it is.
 */
import type { RequiredEntitlement } from '../stream/stream-types';

export type VideoTeam = 'Men' | 'Women' | 'Academy';
/** short < 300 s, medium 300-600 s, long > 600 s (VIDEO-5) */
export type DurationBand = 'short' | 'medium' | 'long';

export interface VideoSummary {
  readonly videoID: string;
  readonly title: string;
  /** plain text */
  readonly description: string;
  /** ISO 8601 UTC; the catalogue sorts by it (sortby releaseFrom) */
  readonly releaseFrom: string;
  readonly durationSeconds: number;
  /** image-library key ('' for the video service's fallback image) */
  readonly imageKey: string;
  readonly team: VideoTeam;
  readonly season: number;
  /** the channel's slug */
  readonly channel: string;
  /** the stream entry the player asks a playback token for (getKSession(entryId)) */
  readonly entryId: string;
  /** null: free to everyone, guests included */
  readonly required: RequiredEntitlement | null;
}

/** A search of the catalogue; filters left out match everything. */
export interface VideoSearchQuery {
  readonly query?: string;
  readonly team?: VideoTeam;
  readonly season?: number;
  readonly duration?: DurationBand;
  readonly channel?: string;
  /** 0-based */
  readonly pageIndex: number;
  /** default site.videoSearch.pageSize (12) */
  readonly pageSize: number;
}

export interface VideoSearchPage {
  readonly items: readonly VideoSummary[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export interface VideoChannel {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
}

/** a row of the main video page (feed 1) */
export interface VideoSection {
  readonly title: string;
  /** the channel the row's "View all" opens; '' when the row is not a channel */
  readonly channel: string;
  readonly items: readonly VideoSummary[];
}

export interface VideoFaqQuestion {
  readonly heading: string;
  /** HTML: sanitised before rendering */
  readonly bodyHtml: string;
}

export interface VideoFaqGroup {
  readonly title: string;
  readonly questions: readonly VideoFaqQuestion[];
}

export interface VideoFeed {
  /** 1 /videos, 2 /live, 3 /videos/faqs, 4 /videos/sub */
  readonly id: number;
  readonly name: string;
  readonly path: string;
  readonly enabled: boolean;
}

/** the live stream the site shows on /live and the 'Watch Live' / 'Listen Live' buttons */
export interface LiveStreamConfig {
  /** the match-data fixture the live streams are of ('' when none) */
  readonly matchID: string;
  /** the live match's title, e.g. 'UZFC v Lowfield Rovers' */
  readonly title: string;
  /** ISO 8601 UTC kick-off */
  readonly startsAt: string;
  readonly videoEntryId: string;
  readonly audioEntryId: string;
  /** the pre- and post-match show (/stream/:mediaType?/match-show) */
  readonly matchShowEntryId: string;
  /** require-upgrade entitlement of the live video (any one of them) */
  readonly videoRequired: RequiredEntitlement;
  readonly audioRequired: RequiredEntitlement;
}

/** the live upgrade data's branding colours: only well-formed ones, as '#rrggbb' (lockColours decides which are used) */
export interface LiveUpgradeColours {
  /** the lock's background and text */
  readonly background?: string;
  readonly foreground?: string;
  /** the upgrade button's background and text */
  readonly buttonBackground?: string;
  readonly buttonForeground?: string;
}

/**
 * Live upgrade data (VIDEO-3): what a locked live stream shows and who it asks what of.
 * A blank text means "the catalogue's" (the lock is never blank). The two entitlements are
 * already folded into LiveStreamConfig.videoRequired (liveRequirement); they are kept here
 * as the service said them.
 */
export interface LiveUpgradeData {
  readonly brandingColours: LiveUpgradeColours;
  /** where the lock's button leads (upgradeButtonTarget: the packages, a page of the site, or the payment domain) */
  readonly buttonLink: string;
  readonly buttonText: string;
  /** the name the lock gives the pass it asks for, e.g. 'UZTV Live Pass', in place of entitlement ids ('' names none) */
  readonly entitlementDisplayOverride: string;
  readonly lockedTitle: string;
  readonly lockedMessage: string;
  /** the entitlement that means "any signed-in fan" ('any') */
  readonly requireLoginEntitlement: string;
  /** the entitlement a fan must hold to watch live ('' when the service names none) */
  readonly requireUpgradeEntitlement: string;
}

export interface VideoConfig {
  /** the video brand, e.g. UZTV */
  readonly brand: string;
  readonly hero: { readonly title: string; readonly text: string; readonly imageKey: string };
  readonly fallbackImageKey: string;
  readonly support: { readonly label: string; readonly href: string };
  readonly feeds: readonly VideoFeed[];
  readonly live: LiveStreamConfig;
  readonly upgrade: LiveUpgradeData;
  readonly channels: readonly VideoChannel[];
  readonly faqs: readonly VideoFaqGroup[];
  readonly hideAdvertsFromVideos: boolean;
}
