import { proxy } from 'valtio/vanilla';
import type { InterfaceAction } from '@core';
import type { LoadWebSettings } from '@core';
import type { ConsentStore, CookieConsent } from '../../../core/ports/consent-store.port';

/**
 * Where 'Find Out More' goes when web settings give no link (video-audio §2 lists
 * /cookies-policy). Not in core/config/site-config.ts yet: see the report.
 */
export const DEFAULT_COOKIE_POLICY_PATH = '/cookies-policy';

/** Shown only until web settings arrive, or if they cannot be loaded. */
export const fallbackCookieBanner = {
  title: 'Cookies on this site',
  text: 'We use essential cookies to make this site work. With your permission we also use analytics, marketing and personalisation cookies.',
  findOutMoreLink: DEFAULT_COOKIE_POLICY_PATH,
} as const;

export interface ConsentVmState {
  /** the popup shows until a consent is stored (once its wording is known) */
  visible: boolean;
  title: string;
  text: string;
  findOutMoreLink: string;
}

export interface ConsentVm {
  readonly state: ConsentVmState;
  start(): () => void;
  acceptAll(): void;
  onlyEssential(): void;
  /** 'Cookie settings': shows the choice again, whatever is stored, until the fan chooses */
  reopen(): void;
}

const ALL: CookieConsent = { analytics: true, marketing: true, personalisation: true, all: true };
const ESSENTIAL_ONLY: CookieConsent = { analytics: false, marketing: false, personalisation: false, all: false };

export function createConsentVm({ consent, loadWebSettings, dispatch }: {
  consent: ConsentStore;
  loadWebSettings: LoadWebSettings;
  dispatch: (action: InterfaceAction) => void;
}): ConsentVm {
  const state = proxy<ConsentVmState>({ visible: false, ...fallbackCookieBanner });

  // Consent is written and dispatched as a whole (site-shell §4), never one category at a time.
  const choose = (choice: CookieConsent, action: InterfaceAction) => {
    reopened = false;
    consent.write(choice);
    dispatch(action);
    state.visible = false;
  };

  let disposed = false;
  // Wait for the wording before showing, so the popup never swaps text under the
  // reader; if web settings fail, the fallback wording is shown instead.
  // `stillWanted` says, once it has arrived, whether to show it after all.
  const showWithWording = (stillWanted: () => boolean) => {
    void loadWebSettings().then((result) => {
      if (disposed || !stillWanted()) return;
      if (result.ok) {
        const banner = result.value.cookieBanner;
        state.title = banner.title || fallbackCookieBanner.title;
        state.text = banner.text || fallbackCookieBanner.text;
        state.findOutMoreLink = banner.findOutMoreLink || DEFAULT_COOKIE_POLICY_PATH;
      }
      state.visible = true;
    });
  };
  let reopened = false;

  return {
    state,
    start() {
      disposed = false;
      const stored = consent.read();
      if (stored) {
        // a returning visitor: restore their choice into interface state, show nothing
        dispatch({ type: 'cookies/set', consent: stored });
        state.visible = false;
        return () => { disposed = true; };
      }
      showWithWording(() => consent.read() === null);
      return () => { disposed = true; };
    },
    reopen() {
      reopened = true;
      showWithWording(() => reopened);
    },
    acceptAll: () => choose(ALL, { type: 'cookies/acceptAll' }),
    onlyEssential: () => choose(ESSENTIAL_ONLY, { type: 'cookies/onlyEssential' }),
  };
}
