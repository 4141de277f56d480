/**
 * Small fakes for the auth use-case tests (core tests may not import adapters).
 * The ports answer from a script and record their calls.
 */
import { NEVER } from 'rxjs';
import { err, ok, type Result } from '../shared/result';
import { grantOf, type AccessGrant, type AuthPortError, type SsoSession } from './auth-types';
import type {
  AuthPort,
  AuthReturnParams,
  AuthReturnUrl,
  SessionPort,
  SessionSignal,
  SessionSignalEvent,
} from '../ports/auth.port';

export const T0 = Date.parse('2025-08-03T15:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();

export function session(sessionId = 'sid-1', nowMs = T0, n = 1): SsoSession {
  return {
    sessionId,
    identity: {
      accessToken: `at-${n}`,
      refreshToken: `rt-${n}`,
      access_token_expires_utc: iso(nowMs + 15 * 60_000),
      refresh_token_expires_utc: iso(nowMs + 30 * 86_400_000),
      claims: { forename: 'Ann', surname: 'Fan', sub: 'user-1', given_name: 'Ann' },
    },
  };
}

/** the access grant the site would hand the page for session(…) */
export const grant = (nowMs = T0, n = 1): AccessGrant => grantOf(session('sid-1', nowMs, n));

type Answer = Result<SsoSession, AuthPortError>;
/** the SSO, as the site server's use cases see it */
export function fakeAuth(
  answers: { payload?: (p: string) => Answer; session?: () => Answer; refresh?: () => Answer } = {},
): AuthPort & { calls: string[] } {
  const calls: string[] = [];
  const none: Answer = err({ code: 'AUTH.UNAVAILABLE' });
  return {
    calls,
    fromTokenPayload: (p) => {
      calls.push('payload');
      return answers.payload?.(p) ?? err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
    },
    startSession: async (id) => {
      calls.push(`session:${id}`);
      return answers.session?.() ?? none;
    },
    refresh: async (t) => {
      calls.push(`refresh:${t}`);
      return answers.refresh?.() ?? none;
    },
    endSession: async (id) => {
      calls.push(`end:${id}`);
      return ok(undefined);
    },
    loginErrorMessage: async (code) => {
      calls.push(`login-error:${code}`);
      return code === 'invalid_credentials'
        ? ok('Those details are not right.')
        : err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
    },
    loginUrl: (r) => `https://sso.test/login?redirect_uri=${r}`,
    registerUrl: (r) => `https://sso.test/register?redirect_uri=${r}`,
    logoutUrl: (r) => `https://sso.test/logout?redirect_uri=${r}`,
  };
}

type GrantAnswer = Result<AccessGrant, AuthPortError>;
/** the site's session endpoints, as the page sees them: `held` says whether the site holds a session */
export function fakeSessionPort(
  answers: { held?: boolean; refresh?: () => GrantAnswer } = {},
): SessionPort & { calls: string[]; held: boolean } {
  const port = {
    calls: [] as string[],
    held: answers.held ?? true,
    hasSession: () => port.held,
    refresh: async (): Promise<GrantAnswer> => {
      port.calls.push('refresh');
      const r = answers.refresh?.() ?? ok(grant());
      if (!r.ok && r.error.code !== 'AUTH.UNAVAILABLE') port.held = false;
      return r;
    },
    signOut: async (): Promise<Result<void, AuthPortError>> => {
      port.calls.push('sign-out');
      port.held = false;
      return ok(undefined);
    },
  };
  return port;
}

export function fakeReturnUrl(p: Partial<AuthReturnParams> = {}): AuthReturnUrl & { cleaned: number } {
  const u = {
    cleaned: 0,
    read: () => ({ loginSuccess: false, logoutSuccess: false, signInFailed: false, ...p }),
    clean: () => {
      u.cleaned++;
    },
  };
  return u;
}

export function fakeSignal(): SessionSignal & { published: SessionSignalEvent[] } {
  const published: SessionSignalEvent[] = [];
  return { published, publish: (e) => void published.push(e), events$: NEVER };
}

export const clockAt = (ms: number) => ({ now: () => ms });
