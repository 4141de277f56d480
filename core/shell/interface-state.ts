/**
 * Interface state (STATE-1). One plain object, changed only by the pure
 * `transition` function in ./interface-transition.ts, which implements the Panels
 * rules (PANEL-1, PANEL-2 and the rest). The valtio view model in ui/ holds it and calls transition.
 */
import type { Advert } from '../commercial/commercial-types';

export type HeaderStyle = 'solid' | 'transparent-dark' | 'transparent-light';

export interface InterfaceState {
  readonly loginPrompt: { readonly message: string };
  readonly accountNotification: { readonly display: boolean; readonly message: string };
  readonly errorNotification: { readonly display: boolean; readonly title: string; readonly message: string };
  readonly cookiesConsent: {
    readonly analytics: boolean;
    readonly marketing: boolean;
    readonly personalisation: boolean;
    readonly all: boolean;
  };
  /** the fan asked to see the cookie choice again ('Cookie settings' in the footer), until they choose */
  readonly cookieSettingsOpen: boolean;
  readonly upgradePromo: { readonly display: boolean };
  readonly accountHeaderOpen: boolean;
  readonly lockBackground: boolean;
  readonly headerStyle: HeaderStyle;
  /**
   * the address headerStyle was set for ('' when no page has set it yet): until the page at
   * the current address says otherwise, the header wears the look its route implies, which
   * is what the server rendered
   */
  readonly headerStylePath: string;
  readonly menuOpen: boolean;
  readonly searchOpen: boolean;
  readonly showPackages: boolean;
  readonly childFriendly: boolean;
  /**
   * the team the page at `path` belongs to, when its address does not name it (a player at
   * /players/:player, a match at /match/:matchID): the child-friendly rule reads it for that path only
   */
  readonly pageTeam: { readonly path: string; readonly teamId: string | null; readonly childFriendly?: boolean };
  readonly advertisingDisabled: boolean;
  /** the overlay promo being shown (one at a time), or null */
  readonly activePromoID: string | null;
  readonly mediaPlayer: {
    readonly mediaType: 'video' | 'audio' | '';
    readonly modalOpen: boolean;
    readonly currentVideoID: string;
    readonly currentVideoName: string;
    readonly currentSection: string;
  };
  readonly audioPlayer: { readonly entryID: string; readonly modalOpen: boolean; readonly currentTitle: string };
  readonly videoPlayer: {
    readonly entryPoint: string;
    readonly currentPlaylistTitle: string;
    readonly currentPlaylistQuery: string;
  };
  readonly matchCentre: { readonly videoOpen: boolean; readonly dockedVideo: boolean };
  readonly matchdayTakeover: { readonly matchID: string; readonly data: unknown };
  /** the footer's MPU adverts as shown: eligible now and for the child-friendly mode (empty until loaded) */
  readonly adverts: readonly Advert[];
}

export type InterfaceAction =
  | { readonly type: 'account/open' }
  | { readonly type: 'account/close' }
  | { readonly type: 'loginPrompt/open'; readonly message: string }
  | { readonly type: 'loginPrompt/close' }
  | { readonly type: 'search/open' }
  | { readonly type: 'search/close' }
  | { readonly type: 'menu/open' }
  | { readonly type: 'menu/close' }
  | { readonly type: 'menu/toggle' }
  | { readonly type: 'upgradePromo/open' }
  | { readonly type: 'upgradePromo/close' }
  | { readonly type: 'packages/open' }
  | { readonly type: 'packages/close' }
  | { readonly type: 'promo/show'; readonly promoID: string }
  | { readonly type: 'promo/dismiss' }
  | { readonly type: 'accountNotification/show'; readonly message: string }
  | { readonly type: 'accountNotification/close' }
  | { readonly type: 'errorNotification/show'; readonly title: string; readonly message: string }
  | { readonly type: 'errorNotification/clear' }
  | { readonly type: 'cookies/acceptAll' }
  | { readonly type: 'cookies/onlyEssential' }
  | { readonly type: 'cookies/set'; readonly consent: InterfaceState['cookiesConsent'] }
  | { readonly type: 'cookies/reopen' }
  | { readonly type: 'audio/open'; readonly entryID: string; readonly title: string }
  | { readonly type: 'audio/close' }
  | { readonly type: 'matchCentre/openVideo' }
  | { readonly type: 'matchCentre/closeVideo' }
  | { readonly type: 'matchCentre/dockVideo'; readonly docked: boolean }
  | { readonly type: 'route/changed'; readonly headerStyle: HeaderStyle; readonly path?: string }
  /** the page learned its style after loading (e.g. a content page with a hero image): style only */
  | { readonly type: 'header/style'; readonly headerStyle: HeaderStyle; readonly path?: string }
  /** the footer adverts were (re)loaded, already filtered for the moment and the mode */
  | { readonly type: 'adverts/loaded'; readonly adverts: readonly Advert[] }
  | { readonly type: 'adverts/disable' }
  | { readonly type: 'adverts/enable' }
  | { readonly type: 'childFriendly/set'; readonly on: boolean }
  /** a page learned which team its data belongs to (see pageTeam) */
  | {
      readonly type: 'page/team';
      readonly path: string;
      readonly teamId: string | null;
      readonly childFriendly?: boolean;
    };

export const initialInterfaceState: InterfaceState = {
  loginPrompt: { message: '' },
  accountNotification: { display: false, message: '' },
  errorNotification: { display: false, title: '', message: '' },
  cookiesConsent: { analytics: false, marketing: false, personalisation: false, all: false },
  cookieSettingsOpen: false,
  upgradePromo: { display: false },
  accountHeaderOpen: false,
  lockBackground: false,
  headerStyle: 'transparent-dark',
  headerStylePath: '',
  menuOpen: false,
  searchOpen: false,
  showPackages: false,
  childFriendly: false,
  pageTeam: { path: '', teamId: null },
  advertisingDisabled: false,
  activePromoID: null,
  mediaPlayer: {
    mediaType: '',
    modalOpen: false,
    currentVideoID: '',
    currentVideoName: 'No title',
    currentSection: '',
  },
  audioPlayer: { entryID: '', modalOpen: false, currentTitle: '' },
  videoPlayer: { entryPoint: '', currentPlaylistTitle: '', currentPlaylistQuery: '' },
  matchCentre: { videoOpen: false, dockedVideo: false },
  matchdayTakeover: { matchID: '', data: null },
  adverts: [],
};
