import { proxy } from 'valtio/vanilla';
import { skip, Subscription, type SchedulerLike } from 'rxjs';
import { describeError, site } from '@core';
import type { SessionManager, SessionNotice, SessionState } from '@core/auth/session-manager';
import { logoutPanelClose } from '@core/shell/notification-timing';
import type { InterfaceVm } from '../../app-shell/interface-vm';
import type { AccountLinks, AccountState, AccountVm } from './account-vm-types';

export interface AccountVmDeps {
  /** the session use case: restore, refresh schedule, other tabs, sign-out */
  readonly session: SessionManager;
  readonly interfaceVm: InterfaceVm;
  /** the portal links; a function so the redirect can follow the current page */
  readonly links: AccountLinks | (() => AccountLinks);
  /** the form's return address with a sign-in state from the site server; default: the links' redirectUri */
  readonly prepareSignIn?: () => Promise<string | null>;
  /** the panel-close timer's scheduler; tests pass a virtual one */
  readonly scheduler?: SchedulerLike;
}

const toAccountState = (s: SessionState): AccountState => ({
  status: s.status,
  user: s.user ? { ...s.user, profileImageKey: '' } : null,
  entitlements: [...s.entitlements],
  sessionID: s.sessionID,
  errorCode: s.errorCode,
  errorMessage: s.errorMessage,
  serviceTrouble: s.serviceTrouble,
});

/**
 * The account view model (ACCOUNT-1): the session manager's state mirrored into
 * valtio for the accounts UI, plus what only the UI does with it: the toasts, the error
 * banner, the login prompt and the account panel. The session rules live in core.
 */
export function createAccountVm(deps: AccountVmDeps): AccountVm {
  const { session, interfaceVm } = deps;
  const state = proxy<AccountState>(toAccountState(session.current()));

  const mirror = (next: SessionState) => Object.assign(state, toAccountState(next));

  /** setting user data clears the login prompt message (ACCOUNT-5) */
  function closePrompt(next: SessionState) {
    if (next.status === 'signed-in' && interfaceVm.state.loginPrompt.message)
      interfaceVm.dispatch({ type: 'loginPrompt/close' });
  }

  function tell(notice: SessionNotice) {
    // the fan typed their details in the panel and the portal refused them: back in the panel, which says why
    if (notice.kind === 'sign-in-refused') {
      interfaceVm.dispatch({ type: 'account/open' });
      return;
    }
    if (notice.kind === 'toast') {
      interfaceVm.dispatch({
        type: 'accountNotification/show',
        message: notice.notice === 'logged-in' ? site.texts.loggedIn : site.texts.loggedOut,
      });
      return;
    }
    const { title = '', message } = describeError({ code: notice.code });
    interfaceVm.dispatch({ type: 'errorNotification/show', title, message });
  }

  const links = () => (typeof deps.links === 'function' ? deps.links() : deps.links);
  return {
    state,
    get links() {
      return links();
    },
    prepareSignIn: () => deps.prepareSignIn?.() ?? Promise.resolve(links().redirectUri),
    start() {
      const running = new Subscription();
      // subscribe before starting, so nothing the start does synchronously is missed
      running.add(session.state$.subscribe(mirror));
      // a change of user, not the replay of the current state on a second start (StrictMode)
      running.add(session.state$.pipe(skip(1)).subscribe(closePrompt));
      running.add(session.notices$.subscribe(tell));
      running.add(session.start());
      return () => running.unsubscribe();
    },
    async logout() {
      const ending = session.signOut();
      logoutPanelClose(deps.scheduler).subscribe(() => interfaceVm.dispatch({ type: 'account/close' }));
      await ending;
    },
    async refreshEntitlements() {
      await session.reconnectVideo();
    },
  };
}
