/**
 * What the page learns on its return from the portal: loginSuccess / logoutSuccess in the
 * address, and the site server's one-shot notice cookie when the portal's return did not
 * validate (the tokenpayload itself never reaches the page: the site server spent it and
 * answered with the clean address). clean() removes the parameters with
 * history.replaceState, to the address the shared return-address rule allows (the home
 * page for anything strange), and deletes the notice, so a reload or Back says nothing
 * twice. Nothing here throws.
 */
import type { AuthReturnUrl } from '@core';
import { cleanReturnPath, SSO_RETURN_PARAMS } from '@protocol/return-address/site-return-address';
import { readSignInNotice, siteSessionCookies } from '@protocol/site-session/site-session-wire';
import { ssoReturnParams } from '@protocol/sso/sso-wire';
import { createCookieJar, type CookieJar } from '../cookies/cookie-jar';

export function createReturnUrlBrowser(
  win: Pick<Window, 'location' | 'history'> = window,
  jar: CookieJar = createCookieJar(),
): AuthReturnUrl {
  return {
    read() {
      const q = new URLSearchParams(win.location.search);
      const notice = readSignInNotice(jar.read(siteSessionCookies.notice));
      return {
        loginSuccess: q.get(ssoReturnParams.loginSuccess) === 'true',
        logoutSuccess: q.get(ssoReturnParams.logoutSuccess) === 'true',
        signInFailed: notice?.kind === 'unable',
        ...(notice?.kind === 'refused' ? { signInRefused: notice.message } : {}),
        ...(notice?.kind === 'not-started' ? { signInNotStarted: true } : {}),
      };
    },
    clean() {
      jar.delete(siteSessionCookies.notice);
      const { pathname, search, hash, origin } = win.location;
      const q = new URLSearchParams(search);
      if (!SSO_RETURN_PARAMS.some((name) => q.has(name))) return;
      try {
        win.history.replaceState(win.history.state, '', cleanReturnPath(`${pathname}${search}${hash}`, origin));
      } catch {
        // a browser that refuses the change keeps the address; the parameters hold no token
      }
    },
  };
}
