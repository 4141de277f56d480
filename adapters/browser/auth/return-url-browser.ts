/**
 * The SSO's return parameters in the page address (tokenpayload, loginSuccess,
 * logoutSuccess). clean() removes them with history.replaceState, so a reload, a
 * bookmark or a shared link never carries tokens, and Back does not sign in again.
 */
import type { AuthReturnUrl } from '@core';
import { ssoReturnParams } from '@protocol/sso/sso-wire';

const names = [ssoReturnParams.tokenPayload, ssoReturnParams.loginSuccess, ssoReturnParams.logoutSuccess] as const;

export function createReturnUrlBrowser(win: Pick<Window, 'location' | 'history'> = window): AuthReturnUrl {
  return {
    read() {
      const q = new URLSearchParams(win.location.search);
      const tokenPayload = q.get(ssoReturnParams.tokenPayload);
      return {
        ...(tokenPayload !== null ? { tokenPayload } : {}),
        loginSuccess: q.get(ssoReturnParams.loginSuccess) === 'true',
        logoutSuccess: q.get(ssoReturnParams.logoutSuccess) === 'true',
      };
    },
    clean() {
      const url = new URL(win.location.href);
      let changed = false;
      for (const n of names) {
        if (url.searchParams.has(n)) {
          url.searchParams.delete(n);
          changed = true;
        }
      }
      if (changed) win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    },
  };
}
