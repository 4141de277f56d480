/**
 * Small fakes for the auth use-case tests (core tests may not import adapters).
 * The token store behaves like cookies; the port answers from a script.
 */
import { NEVER } from 'rxjs';
import { err, ok, type Result } from '../shared/result';
import type { AuthPortError, SsoSession } from './auth-types';
import type { AuthPort, AuthReturnParams, AuthReturnUrl, SessionSignal, SessionSignalEvent, StoredTokens, TokenStore } from '../ports/auth.port';

export const T0 = Date.parse('2025-08-03T15:00:00.000Z');
export const iso = (ms: number) => new Date(ms).toISOString();

export function session(sessionId = 'sid-1', nowMs = T0, n = 1): SsoSession {
  return {
    sessionId,
    identity: {
      accessToken: `at-${n}`, refreshToken: `rt-${n}`,
      access_token_expires_utc: iso(nowMs + 15 * 60_000), refresh_token_expires_utc: iso(nowMs + 30 * 86_400_000),
      claims: { forename: 'Ann', surname: 'Fan', sub: 'user-1', given_name: 'Ann' },
    },
  };
}

export function fakeStore(initial: StoredTokens = {}): TokenStore & { value: StoredTokens; writes: number; clears: number } {
  const s = {
    value: { ...initial } as StoredTokens, writes: 0, clears: 0,
    read: () => ({ ...s.value }),
    write: ({ sessionId, identity: i }: SsoSession) => {
      s.writes++;
      s.value = { sessionId, accessToken: i.accessToken, refreshToken: i.refreshToken, accessExpiresUtc: i.access_token_expires_utc, refreshExpiresUtc: i.refresh_token_expires_utc, claims: i.claims };
    },
    clear: () => { s.clears++; s.value = {}; },
  };
  return s;
}

export const stored = (s: SsoSession): StoredTokens => ({
  sessionId: s.sessionId, accessToken: s.identity.accessToken, refreshToken: s.identity.refreshToken,
  accessExpiresUtc: s.identity.access_token_expires_utc, refreshExpiresUtc: s.identity.refresh_token_expires_utc, claims: s.identity.claims,
});

type Answer = Result<SsoSession, AuthPortError>;
export function fakeAuth(answers: { payload?: (p: string) => Answer; session?: () => Answer; refresh?: () => Answer } = {}): AuthPort & { calls: string[] } {
  const calls: string[] = [];
  const none: Answer = err({ code: 'AUTH.UNAVAILABLE' });
  return {
    calls,
    fromTokenPayload: (p) => { calls.push('payload'); return answers.payload?.(p) ?? err({ code: 'AUTH.UNABLE_TO_SIGN_IN' }); },
    startSession: async (id) => { calls.push(`session:${id}`); return answers.session?.() ?? none; },
    refresh: async (t) => { calls.push(`refresh:${t}`); return answers.refresh?.() ?? none; },
    endSession: async (id) => { calls.push(`end:${id}`); return ok(undefined); },
    loginUrl: (r) => `https://sso.test/login?redirect_uri=${r}`,
    registerUrl: (r) => `https://sso.test/register?redirect_uri=${r}`,
    logoutUrl: (r) => `https://sso.test/logout?redirect_uri=${r}`,
  };
}

export function fakeReturnUrl(p: Partial<AuthReturnParams> = {}): AuthReturnUrl & { cleaned: number } {
  const u = { cleaned: 0, read: () => ({ loginSuccess: false, logoutSuccess: false, ...p }), clean: () => { u.cleaned++; } };
  return u;
}

export function fakeSignal(): SessionSignal & { published: SessionSignalEvent[] } {
  const published: SessionSignalEvent[] = [];
  return { published, publish: (e) => void published.push(e), events$: NEVER };
}

export const clockAt = (ms: number) => ({ now: () => ms });
