/**
 * The video catalogue service (videos v2) as it is spoken on the wire, shared by the
 * stand-in that answers it and the site's HTTP adapter that reads it (like a vendor's
 * published SDK types). Base address: config.services.videos = {stand-in}/videos/v2.
 *
 *   GET /config              -> VideoConfigWire
 *   GET /sections            -> VideoSectionsWire   (the main video page's rows, feed 1)
 *   GET /search?query&sortby=releaseFrom&sortOrder=desc&pageIndex&pageSize
 *              &team&season&channel&minDuration&maxDuration -> VideoSearchWire
 *   GET /videos/{videoID}    -> VideoItemWire, or 404 VideoErrorWire
 *
 * Errors are `{ error, message }` with 400 (a parameter that is not what is documented) or 404.
 */

export const videoWirePaths = {
  config: '/config',
  sections: '/sections',
  search: '/search',
  video: (videoID: string) => `/videos/${encodeURIComponent(videoID)}`,
} as const;

/** the search's query parameter names, exactly as core's videoSearchParams() sends them */
export const videoSearchParamNames = [
  'query',
  'sortby',
  'sortOrder',
  'pageIndex',
  'pageSize',
  'team',
  'season',
  'channel',
  'minDuration',
  'maxDuration',
] as const;
export type VideoSearchParamName = (typeof videoSearchParamNames)[number];

export const VIDEO_SORT_BY = 'releaseFrom';
export type VideoSortOrder = 'asc' | 'desc';
export const VIDEO_DEFAULT_PAGE_SIZE = 12;
/** a larger pageSize is clamped to this (the answer echoes the size used), never refused */
export const VIDEO_MAX_PAGE_SIZE = 50;
/** a longer query is refused with 400 */
export const VIDEO_MAX_QUERY_LENGTH = 200;
/** each row of GET /sections holds at most this many videos, newest first */
export const VIDEO_SECTION_SIZE = 8;
/** the first row of GET /sections: the newest videos of every channel (its channel is '') */
export const VIDEO_LATEST_SECTION_TITLE = 'Latest videos';

export const videoTeams = ['Men', 'Women', 'Academy'] as const;
export type VideoTeamWire = (typeof videoTeams)[number];

/** free: anyone, guests included; login: any signed-in fan; pass: any one of `entitlements` */
export type VideoAccessWire = 'free' | 'login' | 'pass';

export interface VideoItemWire {
  readonly videoID: string;
  readonly title: string;
  /** plain text */
  readonly description: string;
  /** ISO 8601 UTC */
  readonly releaseFrom: string;
  /** whole seconds */
  readonly duration: number;
  /** image-library key; '' means the service's fallback image */
  readonly imageKey: string;
  readonly team: VideoTeamWire;
  /** the year the season starts (2019 = 2019/20) */
  readonly season: number;
  /** the channel's slug */
  readonly channel: string;
  /** the stream entry a playback token is asked for (getKSession(entryId)) */
  readonly entryId: string;
  readonly access: VideoAccessWire;
  /** with access 'pass': any one of these opens it; [] otherwise */
  readonly entitlements: readonly string[];
}

export interface VideoSearchWire {
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly items: readonly VideoItemWire[];
}

export interface VideoSectionWire {
  readonly title: string;
  /** '' when the row is not one channel */
  readonly channel: string;
  readonly items: readonly VideoItemWire[];
}

export interface VideoSectionsWire {
  readonly sections: readonly VideoSectionWire[];
}

export interface VideoChannelWire {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
}

export interface VideoFeedWire {
  /** 1 /videos, 2 /live, 3 /videos/faqs, 4 /videos/sub */
  readonly feedID: number;
  readonly name: string;
  /** the site path without its leading slash, e.g. 'videos/faqs' */
  readonly slug: string;
  readonly enabled: boolean;
}

export interface VideoFaqQuestionWire {
  readonly heading: string;
  /** HTML written by the club's editors: the site sanitises it before rendering */
  readonly body: string;
}

export interface VideoFaqGroupWire {
  readonly title: string;
  readonly questions: readonly VideoFaqQuestionWire[];
}

export interface LiveStreamWire {
  /** the match-data fixture these live streams are of ('' when none): only its match centre plays them */
  readonly matchID: string;
  readonly title: string;
  /** ISO 8601 UTC kick-off */
  readonly startsAt: string;
  readonly videoEntryId: string;
  readonly audioEntryId: string;
  readonly matchShowEntryId: string;
  /** entitlements that open the stream (any one grants), with upgradeData's require-upgrade one for the video;
   *  [] or upgradeData's require-login entitlement ('any') among them: any signed-in fan */
  readonly videoEntitlements: readonly string[];
  readonly audioEntitlements: readonly string[];
}

/** CSS hex colours, '#rgb' or '#rrggbb'; the site uses them only where they keep AA contrast */
export interface LiveUpgradeColoursWire {
  /** the lock's background and its text */
  readonly background?: string;
  readonly foreground?: string;
  /** the upgrade button's background and its text */
  readonly buttonBackground?: string;
  readonly buttonForeground?: string;
}

/**
 * What a locked live stream shows (the live upgrade data). Texts left blank are the site's
 * own. The entitlements: requireLoginEntitlement is the value meaning "any signed-in fan"
 * ('any'); requireUpgradeEntitlement is the pass a fan must hold to watch live (it opens the
 * live video alongside live.videoEntitlements).
 */
export interface LiveUpgradeWire {
  readonly brandingColours?: LiveUpgradeColoursWire;
  /** a site path ('/videos/sub' opens the packages), or an address on the payment domain */
  readonly buttonLink: string;
  readonly buttonText: string;
  /** the pass's name as the fan should read it, e.g. 'UZTV Live Pass' */
  readonly entitlementDisplayOverride?: string;
  readonly lockedTitle: string;
  readonly lockedMessage: string;
  readonly requireLoginEntitlement?: string;
  readonly requireUpgradeEntitlement?: string;
}

export interface VideoFiltersWire {
  readonly teamPicker: readonly VideoTeamWire[];
  readonly seasonPicker: readonly number[];
  readonly durationPicker: readonly { readonly value: 'short' | 'medium' | 'long'; readonly label: string }[];
}

export interface VideoConfigWire {
  readonly brandName: string;
  readonly hero: { readonly title: string; readonly text: string; readonly imageKey: string };
  readonly fallbackImageKey: string;
  readonly supportContact: { readonly label: string; readonly href: string };
  readonly feeds: readonly VideoFeedWire[];
  readonly live: LiveStreamWire;
  readonly upgradeData: LiveUpgradeWire;
  readonly channels: readonly VideoChannelWire[];
  readonly filters: VideoFiltersWire;
  readonly faqs: readonly VideoFaqGroupWire[];
  readonly hideAdvertsFromVideos: boolean;
}

export interface VideoErrorWire {
  readonly error: string;
  readonly message: string;
}
