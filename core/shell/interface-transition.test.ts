import fc from 'fast-check';
import { initialInterfaceState, type HeaderStyle, type InterfaceAction, type InterfaceState } from './interface-state';
import { transition } from './interface-transition';
import { advertArb } from '@test/arbitraries/commercial-arbitraries';

/**
 * Model-based test of the Panels rules (PANEL-1, PANEL-2): random sequences of every
 * InterfaceAction are run against `transition`, a model of plain booleans is checked
 * after each command, and the spec's invariants are checked after every step.
 */
interface Model {
  account: boolean;
  search: boolean;
  menu: boolean;
  upgrade: boolean;
  packages: boolean;
  promo: string | null;
  prompt: string;
  audio: { entryID: string; title: string; open: boolean };
  childFriendly: boolean;
  advertsDisabled: boolean;
  headerStyle: HeaderStyle;
  consentAll: boolean;
  cookieSettings: boolean;
  toast: boolean;
  error: boolean;
  matchVideo: boolean;
  docked: boolean;
}
interface Real {
  state: InterfaceState;
}

const initialModel = (): Model => ({
  account: false,
  search: false,
  menu: false,
  upgrade: false,
  packages: false,
  promo: null,
  prompt: '',
  audio: { entryID: '', title: '', open: false },
  childFriendly: false,
  advertsDisabled: false,
  headerStyle: 'transparent-dark',
  consentAll: false,
  cookieSettings: false,
  toast: false,
  error: false,
  matchVideo: false,
  docked: false,
});

/** the model's reading of each action: the spec's rules, written as plainly as possible */
function step(m: Model, a: InterfaceAction): void {
  switch (a.type) {
    case 'account/open':
      m.account = true;
      break;
    case 'account/close':
      m.account = false;
      m.prompt = '';
      break;
    case 'loginPrompt/open':
      m.account = true;
      m.prompt = a.message;
      break;
    case 'loginPrompt/close':
      m.account = false;
      m.prompt = '';
      break;
    case 'search/open':
      m.search = true;
      m.menu = false;
      break;
    case 'search/close':
      m.search = false;
      break;
    case 'menu/open':
      m.menu = true;
      break;
    case 'menu/close':
      m.menu = false;
      break;
    case 'menu/toggle':
      m.menu = !m.menu;
      break;
    case 'upgradePromo/open':
      m.upgrade = true;
      m.account = false;
      m.prompt = '';
      break;
    case 'upgradePromo/close':
      m.upgrade = false;
      break;
    case 'packages/open':
      m.packages = true;
      m.upgrade = false;
      break;
    case 'packages/close':
      m.packages = false;
      break;
    case 'promo/show':
      m.promo = a.promoID;
      break;
    case 'promo/dismiss':
      m.promo = null;
      break;
    case 'accountNotification/show':
      m.toast = true;
      break;
    case 'accountNotification/close':
      m.toast = false;
      break;
    case 'errorNotification/show':
      m.error = true;
      break;
    case 'errorNotification/clear':
      m.error = false;
      break;
    case 'cookies/acceptAll':
      m.consentAll = true;
      m.cookieSettings = false;
      break;
    case 'cookies/onlyEssential':
      m.consentAll = false;
      m.cookieSettings = false;
      break;
    case 'cookies/set':
      m.consentAll = a.consent.all;
      m.cookieSettings = false;
      break;
    case 'cookies/reopen':
      m.cookieSettings = true;
      break;
    case 'audio/open':
      m.audio = { entryID: a.entryID, title: a.title, open: true };
      break;
    case 'audio/close':
      m.audio = { entryID: '', title: '', open: false };
      break;
    case 'matchCentre/openVideo':
      m.matchVideo = true;
      break;
    case 'matchCentre/closeVideo':
      m.matchVideo = false;
      m.docked = false;
      break;
    case 'matchCentre/dockVideo':
      m.docked = a.docked;
      break;
    case 'route/changed':
      m.search = false;
      m.menu = false;
      m.headerStyle = a.headerStyle;
      m.advertsDisabled = true;
      break;
    case 'header/style':
      m.headerStyle = a.headerStyle;
      break;
    case 'adverts/disable':
      m.advertsDisabled = true;
      break;
    case 'adverts/loaded':
      break;
    case 'adverts/enable':
      m.advertsDisabled = false;
      break;
    case 'childFriendly/set':
      m.childFriendly = a.on;
      break;
  }
}

const text = fc.string({ maxLength: 8 });
const headerStyle = fc.constantFrom<HeaderStyle>('solid', 'transparent-dark', 'transparent-light');
const consent = fc.record({
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  personalisation: fc.boolean(),
  all: fc.boolean(),
});

/** one arbitrary per action type: the Record type makes the compiler reject a missing one */
const actionArbs: { [K in InterfaceAction['type']]: fc.Arbitrary<Extract<InterfaceAction, { type: K }>> } = {
  'account/open': fc.constant({ type: 'account/open' }),
  'account/close': fc.constant({ type: 'account/close' }),
  'loginPrompt/open': text.map((message) => ({ type: 'loginPrompt/open', message })),
  'loginPrompt/close': fc.constant({ type: 'loginPrompt/close' }),
  'search/open': fc.constant({ type: 'search/open' }),
  'search/close': fc.constant({ type: 'search/close' }),
  'menu/open': fc.constant({ type: 'menu/open' }),
  'menu/close': fc.constant({ type: 'menu/close' }),
  'menu/toggle': fc.constant({ type: 'menu/toggle' }),
  'upgradePromo/open': fc.constant({ type: 'upgradePromo/open' }),
  'upgradePromo/close': fc.constant({ type: 'upgradePromo/close' }),
  'packages/open': fc.constant({ type: 'packages/open' }),
  'packages/close': fc.constant({ type: 'packages/close' }),
  'promo/show': fc.constantFrom('p1', 'p2').map((promoID) => ({ type: 'promo/show', promoID })),
  'promo/dismiss': fc.constant({ type: 'promo/dismiss' }),
  'accountNotification/show': text.map((message) => ({ type: 'accountNotification/show', message })),
  'accountNotification/close': fc.constant({ type: 'accountNotification/close' }),
  'errorNotification/show': fc
    .tuple(text, text)
    .map(([title, message]) => ({ type: 'errorNotification/show', title, message })),
  'errorNotification/clear': fc.constant({ type: 'errorNotification/clear' }),
  'cookies/acceptAll': fc.constant({ type: 'cookies/acceptAll' }),
  'cookies/onlyEssential': fc.constant({ type: 'cookies/onlyEssential' }),
  'cookies/set': consent.map((c) => ({ type: 'cookies/set', consent: c })),
  'cookies/reopen': fc.constant({ type: 'cookies/reopen' }),
  'audio/open': fc.tuple(text, text).map(([entryID, title]) => ({ type: 'audio/open', entryID, title })),
  'audio/close': fc.constant({ type: 'audio/close' }),
  'matchCentre/openVideo': fc.constant({ type: 'matchCentre/openVideo' }),
  'matchCentre/closeVideo': fc.constant({ type: 'matchCentre/closeVideo' }),
  'matchCentre/dockVideo': fc.boolean().map((docked) => ({ type: 'matchCentre/dockVideo', docked })),
  'route/changed': headerStyle.map((h) => ({ type: 'route/changed', headerStyle: h })),
  'header/style': headerStyle.map((h) => ({ type: 'header/style', headerStyle: h })),
  'adverts/disable': fc.constant({ type: 'adverts/disable' }),
  'adverts/loaded': fc.array(advertArb(0), { maxLength: 3 }).map((adverts) => ({ type: 'adverts/loaded', adverts })),
  'adverts/enable': fc.constant({ type: 'adverts/enable' }),
  'childFriendly/set': fc.boolean().map((on) => ({ type: 'childFriendly/set', on })),
  'page/team': fc
    .tuple(text, fc.option(text, { nil: null }))
    .map(([path, teamId]) => ({ type: 'page/team', path, teamId })),
};
const anyAction: fc.Arbitrary<InterfaceAction> = fc.oneof(
  ...(Object.values(actionArbs) as fc.Arbitrary<InterfaceAction>[]),
);

function deepFreeze<T>(o: T): T {
  if (o !== null && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

/** what must hold after ANY sequence, whatever came before */
function checkInvariants(prev: InterfaceState, a: InterfaceAction, s: InterfaceState): void {
  expect(s.lockBackground).toBe(
    s.accountHeaderOpen || s.searchOpen || s.menuOpen || s.upgradePromo.display || s.activePromoID !== null,
  );
  if (a.type === 'search/open') expect(s.menuOpen).toBe(false);
  if (a.type === 'upgradePromo/open') expect(s.accountHeaderOpen).toBe(false);
  if (a.type === 'packages/open') expect(s.upgradePromo.display).toBe(false);
  if (a.type === 'loginPrompt/open') expect(s.accountHeaderOpen).toBe(true);
  if (a.type === 'account/close' || a.type === 'loginPrompt/close') expect(s.loginPrompt.message).toBe('');
  if (a.type === 'route/changed') expect(s.searchOpen).toBe(false);
  if (a.type === 'adverts/loaded') expect(s.adverts).toEqual(a.adverts);
  // turning child-friendly mode on drops, in the same step, every advert not flagged for it
  else if (a.type === 'childFriendly/set' && a.on)
    expect(s.adverts).toEqual(prev.adverts.filter((ad) => ad.childFriendly === true));
  else expect(s.adverts).toEqual(prev.adverts);
  if (a.type === 'audio/close') expect(s.audioPlayer).toEqual({ entryID: '', modalOpen: false, currentTitle: '' });
  // a closed account panel never carries a prompt message
  if (!s.accountHeaderOpen) expect(s.loginPrompt.message).toBe('');
  // fields no action touches stay as they were
  expect(s.mediaPlayer).toEqual(prev.mediaPlayer);
  expect(s.videoPlayer).toEqual(prev.videoPlayer);
  expect(s.matchdayTakeover).toEqual(prev.matchdayTakeover);
}

function checkAgainstModel(m: Model, s: InterfaceState): void {
  expect({
    account: s.accountHeaderOpen,
    search: s.searchOpen,
    menu: s.menuOpen,
    upgrade: s.upgradePromo.display,
    packages: s.showPackages,
    promo: s.activePromoID,
    prompt: s.loginPrompt.message,
    audio: { entryID: s.audioPlayer.entryID, title: s.audioPlayer.currentTitle, open: s.audioPlayer.modalOpen },
    childFriendly: s.childFriendly,
    advertsDisabled: s.advertisingDisabled,
    headerStyle: s.headerStyle,
    consentAll: s.cookiesConsent.all,
    cookieSettings: s.cookieSettingsOpen,
    toast: s.accountNotification.display,
    error: s.errorNotification.display,
    matchVideo: s.matchCentre.videoOpen,
    docked: s.matchCentre.dockedVideo,
  }).toEqual(m);
}

class Dispatch implements fc.Command<Model, Real> {
  constructor(readonly action: InterfaceAction) {}
  check = () => true;
  run(m: Model, r: Real): void {
    const input = deepFreeze(r.state);
    const before = structuredClone(input);
    // frozen input: any mutation inside transition throws in strict-mode modules
    const next = transition(input, this.action);
    expect(input).toEqual(before);
    step(m, this.action);
    checkAgainstModel(m, next);
    checkInvariants(input, this.action, next);
    r.state = next;
  }
  toString = () => JSON.stringify(this.action);
}

describe('interface transition (Panels rules)', () => {
  it('follows the model and keeps every invariant over any sequence of actions', () => {
    fc.assert(
      fc.property(fc.commands([anyAction.map((a) => new Dispatch(a))], { maxCommands: 60 }), (cmds) => {
        fc.modelRun(() => ({ model: initialModel(), real: { state: structuredClone(initialInterfaceState) } }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('the first page announced pauses no adverts (nothing came before it); every later page does until re-enabled', () => {
    let s = transition(initialInterfaceState, { type: 'route/changed', headerStyle: 'solid', path: '/news' });
    expect(s.advertisingDisabled).toBe(false);
    s = transition(s, { type: 'route/changed', headerStyle: 'solid', path: '/matches' });
    expect(s.advertisingDisabled).toBe(true);
    s = transition(transition(s, { type: 'adverts/enable' }), {
      type: 'route/changed',
      headerStyle: 'solid',
      path: '/',
    });
    expect(s.advertisingDisabled).toBe(true);
  });

  it('quotes the spec examples', () => {
    let s = initialInterfaceState;
    s = transition(s, { type: 'menu/open' });
    expect(s.lockBackground).toBe(true);
    s = transition(s, { type: 'search/open' });
    expect([s.menuOpen, s.searchOpen, s.lockBackground]).toEqual([false, true, true]);
    s = transition(s, { type: 'route/changed', headerStyle: 'solid' });
    expect([s.searchOpen, s.lockBackground, s.headerStyle]).toEqual([false, false, 'solid']);
    s = transition(s, { type: 'loginPrompt/open', message: 'Please sign in' });
    expect([s.accountHeaderOpen, s.loginPrompt.message]).toEqual([true, 'Please sign in']);
    s = transition(s, { type: 'upgradePromo/open' });
    expect([s.accountHeaderOpen, s.loginPrompt.message, s.upgradePromo.display, s.lockBackground]).toEqual([
      false,
      '',
      true,
      true,
    ]);
    s = transition(s, { type: 'packages/open' });
    expect([s.upgradePromo.display, s.showPackages, s.lockBackground]).toEqual([false, true, false]);
    s = transition(s, { type: 'audio/open', entryID: '0_abc', title: 'Live commentary' });
    expect(s.audioPlayer).toEqual({ entryID: '0_abc', modalOpen: true, currentTitle: 'Live commentary' });
    s = transition(s, { type: 'audio/close' });
    expect(s.audioPlayer).toEqual({ entryID: '', modalOpen: false, currentTitle: '' });
  });

  it('property: turning child-friendly mode on leaves only child-friendly adverts, at once', () => {
    fc.assert(
      fc.property(fc.array(advertArb(0), { maxLength: 5 }), (adverts) => {
        const loaded = transition(initialInterfaceState, { type: 'adverts/loaded', adverts });
        const on = transition(loaded, { type: 'childFriendly/set', on: true });
        expect(on.adverts.every((a) => a.childFriendly === true)).toBe(true);
        expect(on.adverts).toEqual(adverts.filter((a) => a.childFriendly === true));
      }),
    );
  });

  it('an overlay promo locks the background until dismissed', () => {
    const shown = transition(initialInterfaceState, { type: 'promo/show', promoID: 'p1' });
    expect(shown.lockBackground).toBe(true);
    expect(transition(shown, { type: 'promo/dismiss' }).lockBackground).toBe(false);
  });
});
