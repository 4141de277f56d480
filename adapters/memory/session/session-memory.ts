import {
  err,
  grantOf,
  isOutage,
  ok,
  type AuthPort,
  type AuthPortError,
  type AuthReturnParams,
  type Clock,
  type HeldSession,
  type Result,
  type SessionPort,
} from '@core';
import { makeRenewSession } from '@core/auth/renew-session';
import { makeSignIn } from '@core/auth/sign-in';

/**
 * The site server's session endpoints in memory, over an in-memory (or any) SSO port: it
 * holds what the HttpOnly cookies would (the session id and the refresh token; one
 * instance is one browser, shared by its tabs) and applies the same core rules the site
 * server does. A refusal forgets the session; an outage keeps it. `setDown` makes the
 * site itself unreachable; the SSO port's own faults make it refuse or fail behind it.
 */
export interface MemorySiteSession extends SessionPort {
  /** the portal's return as the site server takes it: the payload is spent, the page gets the return parameters */
  returnFromPortal(tokenPayload: string): Promise<AuthReturnParams>;
  /** what the HttpOnly cookies hold now */
  held(): HeldSession;
  /** overwrite the cookies (a test editing them by hand) */
  hold(session: HeldSession): void;
  setDown(down: boolean): void;
}

export function createSessionMemory({ sso, clock }: { sso: AuthPort; clock: Clock }): MemorySiteSession {
  const renew = makeRenewSession({ auth: sso, clock });
  const signIn = makeSignIn({ auth: sso, clock });
  let cookies: HeldSession = {};
  let down = false;
  const unreachable: Result<never, AuthPortError> = err({ code: 'AUTH.UNAVAILABLE' });

  return {
    hasSession: () => !!cookies.sessionId,
    async refresh() {
      if (down) return unreachable;
      const held = cookies;
      const r = await renew(held);
      // the cookies changed while the call was in flight: another tab's share of the same
      // renewal already wrote them (same session: fine), or a sign-in or sign-out replaced
      // them, and then this answer is stale: try again with what the cookies hold now
      if (cookies !== held) return r.ok && cookies.sessionId === r.value.sessionId ? ok(grantOf(r.value)) : unreachable;
      if (r.ok) {
        cookies = { sessionId: r.value.sessionId, refreshToken: r.value.identity.refreshToken };
        return ok(grantOf(r.value));
      }
      if (!isOutage(r.error)) cookies = {};
      return r;
    },
    async signOut() {
      const { sessionId } = cookies;
      // as the browser forgets its hint at once: the next page is a guest's even if the site cannot be told
      cookies = {};
      if (down) return unreachable;
      if (sessionId) await sso.endSession(sessionId);
      return ok(undefined);
    },
    async returnFromPortal(tokenPayload) {
      const r = await signIn(tokenPayload);
      cookies = r.ok ? { sessionId: r.value.sessionId, refreshToken: r.value.identity.refreshToken } : {};
      return { loginSuccess: r.ok, logoutSuccess: false, signInFailed: !r.ok };
    },
    held: () => ({ ...cookies }),
    hold: (session) => void (cookies = { ...session }),
    setDown: (d) => void (down = d),
  };
}
