/**
 * The site's configuration and the specification's global constants, each once.
 * Everything here is plain data so core rules, the UI, the stand-in's docs and
 * tests read the same values. Service base addresses are not here: they are
 * deployment settings parsed in app/config.
 */
export const club = {
  shortName: 'UZFC',
  name: 'Upper Zenith Football Club',
  /** the video brand is configurable; UZTV is the demo */
  videoBrand: 'UZTV',
  homeGround: 'Zenith Park',
  sport: 'Football',
  timezone: 'Europe/London',
  supportEmail: 'support@uzfc.example',
} as const;

/**
 * Which season is current, and which seasons there are, is the match-data service's to say (its
 * clock's), as is whether a season is in preseason; the words are the site's
 */
export const preseasonText = 'New fixtures coming soon';
/**
 * Competition crest configuration (TEAMS-2), the site's own: what each placement shows until the
 * web settings say otherwise, and for any placement they leave out or send malformed
 * (core/settings/competition-crests.ts). A crest is the competition's image (named by its alt
 * text, the name beside it); a pill is its name on a badge. The icon variant is the mark's
 * colourway: 'colour' (the crest as drawn, the pill in its competition kind's colours) or 'mono'
 * (the crest in greys, the pill outlined in the text colour around it).
 */
export const competitionCrestDefaults = {
  fixtureList: { type: 'crest', iconVariant: 'colour' },
  results: { type: 'crest', iconVariant: 'colour' },
  matchCentre: { type: 'pill', iconVariant: 'colour' },
  leagueTable: { type: 'crest', iconVariant: 'colour' },
} as const satisfies Record<string, { type: 'crest' | 'pill'; iconVariant: 'colour' | 'mono' }>;
/** where 'Get a pass' leads (which match has live streams is the video service's data, not a constant) */
export const liveCoverage = { passesPath: '/videos/sub' } as const;

export interface TeamConfig {
  readonly name: string;
  readonly slug: string;
  readonly id: string;
  readonly showOnMatches: boolean;
  readonly showOnTeams: boolean;
  readonly externalTeamPage: string;
  readonly externalMatchPage: string;
  readonly isSingleGroup: boolean;
  readonly displayPositionOnCard: boolean;
  readonly isMiniCard: boolean;
  readonly showTeamOverview: boolean;
  readonly childFriendly: boolean;
}

const team = (name: string, slug: string, id: string, childFriendly: boolean): TeamConfig => ({
  name,
  slug,
  id,
  showOnMatches: true,
  showOnTeams: true,
  externalTeamPage: '',
  externalMatchPage: '',
  isSingleGroup: false,
  displayPositionOnCard: true,
  isMiniCard: childFriendly,
  showTeamOverview: !childFriendly,
  childFriendly,
});

/** First team has the empty slug; its named slug is 'first-team'. */
export const teams: readonly TeamConfig[] = [
  team("Men's Team", '', 't1', false),
  team("Women's Team", 'women', 't2', false),
  team('U21', 'u21', 't3', true),
  team('U18', 'u18', 't4', true),
];
export const firstTeamSlug = 'first-team';
/** the first team's id: the sponsor sections of the fixtures page and match centre are its own */
export const firstTeamID = teams[0]!.id;

export const pageSlugs = { teams: 'teams', matches: 'matches', videos: 'videos' } as const;

export const breakpoints = [375, 450, 640, 760, 1024, 1440] as const;

export const headerHeights = { header: 90, globalNav: 32, variants: [55, 64, 80] } as const;
/** the header bar is 55 px below `medium`, 64 px from it and 80 px from `large` (viewport widths, px) */
export const headerBreakpoints = { medium: 760, large: 1024 } as const;

export const headerScroll = { stickyFrom: 300, alwaysVisibleUnder: 90 } as const;

export const timings = {
  successToastMs: 4_000,
  errorCountdownMs: 30_000,
  logoutPanelCloseMs: 600,
  pageViewDelayMs: 250,
  progressBarMs: 5_000,
  progressThrottleMs: 200,
  /**
   * how long a finished navigation still counts for the progress bar: the new page renders and
   * its view models start their requests within it, so the bar runs on instead of finishing and
   * starting again (not in the spec)
   */
  routeSettleMs: 150,
  advertsReenableMs: 2_000,
  hashScrollDelayMs: 1_000,
  prefetchIdleMaxMs: 2_000,
} as const;

/**
 * A stream view that could not reach the video service checks again by itself, waiting
 * 2 s, 4 s, 8 s ... at most 30 s between tries (not in the spec: soon enough that a fan
 * sees the match once the service is back, gentle enough on a service that is down).
 */
/**
 * What a fan held when they clicked Buy is remembered this long (not in the spec: a
 * checkout takes minutes; an older record says nothing about this return).
 */
export const purchaseReturn = { memoMaxAgeMs: 60 * 60_000 } as const;

export const streamRecheckBackoff = { baseMs: 2_000, maxMs: 30_000 } as const;

/**
 * A stream answer asked for on intent (the fan points at or focuses 'Watch Live') stands in for
 * the page's own ask this long, and a token only while it has the headroom left (not in the spec:
 * a press follows a hover within a second or two; the stream service's tokens live 60 s unused).
 */
export const preparedStream = { usableMs: 15_000, tokenHeadroomMs: 20_000 } as const;

export const hashScrollOffsetPx = 130;

export const cookieLifetimes = {
  consentSeconds: 5_184_000,
  siteLockSeconds: 5_184_000,
  /** the overlay promo seen cookie lasts to 2099 */
  promoSeenExpires: '2099-12-31T23:59:59Z',
} as const;

export const imageSizes = [400, 500, 1000, 1400] as const;
export const footerSponsorLogoSizes = { small: [80, 96], large: [132, 160] } as const;

export const dateFormats = { date: 'D MMM YYYY', matchDate: 'ddd D MMM' } as const;

/**
 * "Can I watch?" measures the connection on a free entry of the stream service:
 * anyone may play it and it holds no device slot. The stand-in's 90 s highlights.
 */
export const connectionProbeEntryId = 'vod-short';

export const buttonLabels = {
  loadMoreNews: 'Load more news',
  matchCentre: 'Match Centre',
  buyTickets: 'Buy Tickets',
  hospitality: 'Hospitality',
  watchLive: 'Watch Live',
  listenLive: 'Listen Live',
  getAPass: 'Get a pass',
  buyNow: 'Buy now',
  viewPackages: 'View Packages',
  login: 'Login',
  profile: 'Profile',
  subscribeNow: 'Subscribe now',
  viewSubscriptions: 'View Subscriptions',
  loadMore: 'Load more',
  acceptAllCookies: 'Accept All Cookies',
  onlyEssential: 'Only Essential',
  findOutMore: 'Find Out More',
} as const;

export const texts = {
  errorApology: "Sorry, it looks like the page you are looking for isn't available right now.",
  notFound: 'This page could not be found',
  errorFallback: 'Something went wrong while showing this page.',
  aggregatedTitle: `Latest from ${club.shortName}`,
  /** shown where the match data is (fixtures, tables, the match centre) */
  sharePriceNote: 'Data is delayed by 15 minutes',
  subscriptionHeading: 'Choose a subscription',
  subscribeSignInText: 'subscribe now',
  subscribePromoLoggedOut: `Watch and listen to ${club.shortName} games live`,
  subscribePromoLoggedIn: 'Watch and listen to live matches and video-on-demand',
  upgradeNotice: `To access this content you must be subscribed to a ${club.videoBrand} Live package.`,
  restrictedMedia: 'To View This Video Please Sign In or Register An Account',
  restrictedMediaButton: 'Sign In Or Register',
  loggedIn: 'Logged In',
  loggedOut: 'Logged Out',
  noResults: 'No results found',
  noPackages: 'No packages available',
} as const;

export const share = {
  twitter: true,
  twitterPreText: 'Latest news: ',
  facebook: true,
  copyLink: true,
  email: true,
} as const;

export const accountOptions = {
  registrationFormStyle: 'short',
  directLogin: false,
  fetchUserDetails: false,
  lockContentWhenEntitlementsEmpty: false,
} as const;

export const advertising = { version: '1.0', hideAdvertsFromVideos: true } as const;

export const newsPaging = { listPageSize: 12, searchPageSize: 8, searchPaginationWindow: 5 } as const;
export const videoSearch = {
  pageSize: 12,
  seasons: [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021],
  teamPicker: ['Men', 'Women', 'Academy'],
} as const;
export const videoDurations = { shortUnderSeconds: 300, longOverSeconds: 600 } as const;

export const videoFeeds = [
  { id: 1, path: '/videos', enabled: true },
  { id: 2, path: '/live', enabled: true },
  { id: 3, path: '/videos/faqs', enabled: true },
  { id: 4, path: '/videos/sub', enabled: true },
] as const;

/** Primary navigation and the error page's own navigation (NAV-1, ERROR-1). */
export const primaryNavPaths = ['/news', '/videos', '/matches', '/teams'] as const;
export const errorNavPaths = ['/news', '/matches', '/teams'] as const;

export const externalLinks = {
  tickets: 'https://tickets.uzfc.example',
  shop: 'https://shop.uzfc.example',
  builder: 'https://builder.example',
} as const;

export const socialLinks = {
  facebook: 'https://facebook.example/uzfc',
  twitter: 'https://twitter.example/uzfc',
  instagram: 'https://instagram.example/uzfc',
  youtube: 'https://youtube.example/uzfc',
  snapchat: 'https://snapchat.example/uzfc',
  tiktok: 'https://tiktok.example/@uzfc',
  linkedin: '',
  weibo: '',
} as const;

/** The Button icon list (BUTTON-3): a fixed list. */
export const iconNames = [
  'Article',
  'Attendance',
  'Audio',
  'Ball',
  'Basket',
  'Burger',
  'Calendar',
  'Camera',
  'Chevrons',
  'Close',
  'CopyLink',
  'Country',
  'Download',
  'Email',
  'ExternalLink',
  'Facebook',
  'Twitter',
  'Instagram',
  'YouTube',
  'Snapchat',
  'TikTok',
  'Live',
  'Match',
  'Padlock',
  'Player',
  'Plus',
  'Quiz',
  'Refresh',
  'Search',
  'Share',
  'Shirt',
  'SignIn',
  'Stats',
  'Tick',
  'Tickets',
  'Video',
  'ChevronLeft',
  'ChevronRight',
  'ChevronDown',
  'User',
] as const;
export type IconName = (typeof iconNames)[number];

export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span'] as const;
export const headingSizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Random ids (user sessionID, analytics logID) are integers in 1..1,000,000 (ACCOUNT-1, ANALYTICS-1). */
export const randomIdRange = { min: 1, max: 1_000_000 } as const;

/**
 * Analytics batching (not in the spec): events wait for a batch of 10 or 5 s after the
 * first of them, and whatever waits is sent when the page is hidden or left, so a fan
 * who leaves loses nothing and the page never sends a request per click.
 */
export const analyticsBatch = { maxEvents: 10, maxWaitMs: 5_000 } as const;

/** Who the fan's ssoID belongs to, sent with every analytics event (ANALYTICS-1's ssoVendor). */
export const analyticsSsoVendor = 'uzfc-sso';

/**
 * The largest piece of service HTML (an article's body, a rich-text block) the site shows.
 * Sanitising HTML costs about 2 ms per KB on the site server (DOMPurify over jsdom) and on a
 * phone; real articles run to tens of KB. A body beyond this (a CMS fault, 3 MB once) is
 * shown as the catalogued CONTENT.TOO_LARGE message instead: never sanitised, never sent.
 */
export const contentHtmlMaxChars = 500_000;
