import { proxy } from 'valtio/vanilla';
import type { InterfaceAction } from '@core';
import type { CookieConsentUseCase, LoadWebSettings } from '@core';

/**
 * Where 'Find Out More' goes when web settings give no link (CONSENT-1 names
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

export type CookieBannerWording = Pick<ConsentVmState, 'title' | 'text' | 'findOutMoreLink'>;

/** The notice's wording from the web settings, the fallback's where they give none. */
export function cookieBannerWording(banner: Partial<CookieBannerWording> | undefined): CookieBannerWording {
  return {
    title: banner?.title || fallbackCookieBanner.title,
    text: banner?.text || fallbackCookieBanner.text,
    findOutMoreLink: banner?.findOutMoreLink || DEFAULT_COOKIE_POLICY_PATH,
  };
}

export function createConsentVm({
  cookieConsent,
  loadWebSettings,
  dispatch,
  painted,
}: {
  cookieConsent: CookieConsentUseCase;
  loadWebSettings: LoadWebSettings;
  dispatch: (action: InterfaceAction) => void;
  /**
   * The notice as the server's page holds it (every visitor's page is the same, so it is in
   * each, hidden before the first paint when a choice is stored): the view model starts
   * showing it with the same wording, so hydration keeps it, and start() settles it.
   */
  painted?: CookieBannerWording;
}): ConsentVm {
  const state = proxy<ConsentVmState>(
    painted ? { visible: true, ...painted } : { visible: false, ...fallbackCookieBanner },
  );

  // the use case stores the choice as a whole; the interface state hears it the same way
  const choose = (store: () => unknown, action: InterfaceAction) => {
    reopened = false;
    store();
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
      if (result.ok) Object.assign(state, cookieBannerWording(result.value.cookieBanner));
      state.visible = true;
    });
  };
  let reopened = false;

  return {
    state,
    start() {
      disposed = false;
      const stored = cookieConsent.stored();
      if (stored) {
        // a returning visitor: restore their choice into interface state, show nothing
        dispatch({ type: 'cookies/set', consent: stored });
        state.visible = false;
        return () => {
          disposed = true;
        };
      }
      // the server's page already shows it with the settings' wording: nothing to ask for
      if (!painted) showWithWording(() => cookieConsent.stored() === null);
      else state.visible = true;
      return () => {
        disposed = true;
      };
    },
    reopen() {
      reopened = true;
      showWithWording(() => reopened);
    },
    acceptAll: () => choose(cookieConsent.acceptAll, { type: 'cookies/acceptAll' }),
    onlyEssential: () => choose(cookieConsent.onlyEssential, { type: 'cookies/onlyEssential' }),
  };
}
