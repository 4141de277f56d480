import type { InterfaceAction, InterfaceState } from './interface-state';

/**
 * The Panels rules (PANEL-1 to PANEL-5) as one pure function.
 *
 * lockBackground is derived rather than toggled: "opening X locks, closing X
 * unlocks" is then true for each panel alone, and no interleaving of opens and
 * closes can leave the page locked with nothing open (or scrollable under a panel).
 */
export function transition(state: InterfaceState, action: InterfaceAction): InterfaceState {
  return withDerivedLock(apply(state, action));
}

function apply(s: InterfaceState, a: InterfaceAction): InterfaceState {
  switch (a.type) {
    case 'account/open':
      return { ...s, accountHeaderOpen: true };
    case 'account/close':
    case 'loginPrompt/close':
      // closing the account panel or the login prompt clears the prompt message
      return { ...s, accountHeaderOpen: false, loginPrompt: { message: '' } };
    case 'loginPrompt/open':
      // opening the login prompt opens the account panel
      return { ...s, accountHeaderOpen: true, loginPrompt: { message: a.message } };
    case 'search/open':
      // opening search closes the menu
      return { ...s, searchOpen: true, menuOpen: false };
    case 'search/close':
      return { ...s, searchOpen: false };
    case 'menu/open':
      return { ...s, menuOpen: true };
    case 'menu/close':
      return { ...s, menuOpen: false };
    case 'menu/toggle':
      return { ...s, menuOpen: !s.menuOpen };
    case 'upgradePromo/open':
      // opening the upgrade promo closes the account panel (and so clears its prompt)
      return { ...s, upgradePromo: { display: true }, accountHeaderOpen: false, loginPrompt: { message: '' } };
    case 'upgradePromo/close':
      return { ...s, upgradePromo: { display: false } };
    case 'packages/open':
      // opening packages closes the upgrade promo
      return { ...s, showPackages: true, upgradePromo: { display: false } };
    case 'packages/close':
      return { ...s, showPackages: false };
    case 'promo/show':
      return { ...s, activePromoID: a.promoID };
    case 'promo/dismiss':
      return { ...s, activePromoID: null };
    case 'accountNotification/show':
      return { ...s, accountNotification: { display: true, message: a.message } };
    case 'accountNotification/close':
      return { ...s, accountNotification: { display: false, message: '' } };
    case 'errorNotification/show':
      return { ...s, errorNotification: { display: true, title: a.title, message: a.message } };
    case 'errorNotification/clear':
      return { ...s, errorNotification: { display: false, title: '', message: '' } };
    // a choice (or a stored one restored) closes the reopened cookie settings
    case 'cookies/acceptAll':
      return {
        ...s,
        cookiesConsent: { analytics: true, marketing: true, personalisation: true, all: true },
        cookieSettingsOpen: false,
      };
    case 'cookies/onlyEssential':
      return {
        ...s,
        cookiesConsent: { analytics: false, marketing: false, personalisation: false, all: false },
        cookieSettingsOpen: false,
      };
    case 'cookies/set':
      // consent is set as a whole
      return { ...s, cookiesConsent: { ...a.consent }, cookieSettingsOpen: false };
    case 'cookies/reopen':
      // the choice stands until the fan makes another: reopening changes nothing else
      return { ...s, cookieSettingsOpen: true };
    case 'audio/open':
      return { ...s, audioPlayer: { entryID: a.entryID, modalOpen: true, currentTitle: a.title } };
    case 'audio/close':
      return { ...s, audioPlayer: { entryID: '', modalOpen: false, currentTitle: '' } };
    case 'matchCentre/openVideo':
      return { ...s, matchCentre: { ...s.matchCentre, videoOpen: true } };
    case 'matchCentre/closeVideo':
      return { ...s, matchCentre: { videoOpen: false, dockedVideo: false } };
    case 'matchCentre/dockVideo':
      return { ...s, matchCentre: { ...s.matchCentre, dockedVideo: a.docked } };
    case 'route/changed':
      // a route change closes search (spec); the menu closes too, since its links
      // are what changed the route, and adverts pause until re-enabled after 2 s. The first
      // page (no page announced before it) is no change: there is no earlier page whose
      // targeting an advert could show, and pausing its adverts hid them and showed them again
      return {
        ...s,
        searchOpen: false,
        menuOpen: false,
        headerStyle: a.headerStyle,
        headerStylePath: a.path ?? '',
        advertisingDisabled: a.path !== undefined && s.headerStylePath === '' ? s.advertisingDisabled : true,
      };
    case 'header/style':
      return { ...s, headerStyle: a.headerStyle, headerStylePath: a.path ?? s.headerStylePath };
    case 'adverts/loaded':
      return { ...s, adverts: a.adverts };
    case 'adverts/disable':
      return { ...s, advertisingDisabled: true };
    case 'adverts/enable':
      return { ...s, advertisingDisabled: false };
    case 'childFriendly/set':
      // turning the mode on keeps only the child-friendly adverts, in the same step: the footer
      // loads them again for the mode, but no render in between shows one that is not
      return {
        ...s,
        childFriendly: a.on,
        adverts: a.on ? s.adverts.filter((ad) => ad.childFriendly === true) : s.adverts,
      };
    case 'page/team':
      return {
        ...s,
        pageTeam: { path: a.path, teamId: a.teamId, ...(a.childFriendly ? { childFriendly: true } : {}) },
      };
  }
}

/** Any open panel, menu, search, upgrade promo or overlay promo locks the page behind it. */
export function shouldLockBackground(s: InterfaceState): boolean {
  return s.accountHeaderOpen || s.searchOpen || s.menuOpen || s.upgradePromo.display || s.activePromoID !== null;
}

function withDerivedLock(s: InterfaceState): InterfaceState {
  const lock = shouldLockBackground(s);
  return lock === s.lockBackground ? s : { ...s, lockBackground: lock };
}
