import {
  err,
  ok,
  type AuthPort,
  type AuthPortError,
  type Clock,
  type Err,
  type SsoClaims,
  type SsoSession,
} from '@core';
import { decodeTokenPayload, encodeTokenPayload } from '@protocol/sso/token-payload';
import { ssoLoginErrorMessage } from '@protocol/sso/sso-wire';

/**
 * An in-memory SSO provider with the same rules as the stand-in portal: opaque tokens
 * that expire, refresh-token rotation (a rotated token is refused: invalid_request),
 * sessions that end on sign-out. Stories and tests use it to sign a fan in without a
 * server; `fault` makes every call fail the way the real service can.
 */
export type MemorySsoFault = 'invalid_request' | 'unavailable' | 'no_session';

export interface MemorySsoOptions {
  readonly clock: Clock;
  /** default 15 minutes */
  readonly accessTtlMs?: number;
  /** default 30 days */
  readonly refreshTtlMs?: number;
  readonly portalBase?: string;
  /** how an answer is delayed (default: a microtask); model tests pass fake-timer latency to interleave calls with user actions */
  readonly wait?: () => Promise<void>;
}

export interface MemorySso {
  readonly port: AuthPort;
  /** what the portal would append to the redirect after this fan signs in */
  signInAs(claims: Partial<SsoClaims> & { readonly sub: string }): string;
  /** make every call fail (undefined heals) */
  setFault(fault: MemorySsoFault | undefined): void;
  /** end a session on the SSO's side, at once (revoked, or signed out on another device) */
  revoke(sessionId: string): void;
  /** the access token is one the service currently accepts (for the stream adapter) */
  isAccessTokenValid(token: string): boolean;
  /** the user (sub) behind a valid access token */
  subjectOf(token: string): string | undefined;
  /** how many refresh calls reached the service */
  readonly stats: { refreshCalls: number; sessionCalls: number };
}

/** as the stand-in: every access token stays valid until it expires (a tab holding an older one is not cut off) */
interface SessionRecord {
  claims: SsoClaims;
  ended: boolean;
  access: string;
  accessExp: number;
  issued: Map<string, number>;
  refresh: string;
  refreshExp: number;
  previous: string;
  rotatedAt: number;
}

/** as the stand-in: a just-rotated refresh token may be spent again for 30 s (two tabs refreshing at once) */
const REUSE_GRACE_MS = 30_000;

export function createAuthMemory(options: MemorySsoOptions): MemorySso {
  const { clock } = options;
  const accessTtl = options.accessTtlMs ?? 15 * 60_000;
  const refreshTtl = options.refreshTtlMs ?? 30 * 24 * 3_600_000;
  const base = options.portalBase ?? 'https://sso.memory.example';
  const sessions = new Map<string, SessionRecord>();
  let fault: MemorySsoFault | undefined;
  let counter = 0;
  const stats = { refreshCalls: 0, sessionCalls: 0 };
  const wait = options.wait ?? (() => Promise.resolve());
  const next = (prefix: string) => `${prefix}-${++counter}-${Math.floor(clock.now()).toString(36)}`;

  function issue(sessionId: string, rec: SessionRecord): SsoSession {
    const now = clock.now();
    rec.access = next('at');
    rec.accessExp = now + accessTtl;
    for (const [token, exp] of rec.issued) if (exp <= now) rec.issued.delete(token);
    rec.issued.set(rec.access, rec.accessExp);
    rec.refresh = next('rt');
    rec.refreshExp = now + refreshTtl;
    return toSession(sessionId, rec);
  }

  function toSession(sessionId: string, rec: SessionRecord): SsoSession {
    return {
      sessionId,
      identity: {
        accessToken: rec.access,
        refreshToken: rec.refresh,
        access_token_expires_utc: new Date(rec.accessExp).toISOString(),
        refresh_token_expires_utc: new Date(rec.refreshExp).toISOString(),
        claims: rec.claims,
      },
    };
  }

  const faulted = (): Err<AuthPortError> | null => {
    if (fault === 'unavailable') return err({ code: 'AUTH.UNAVAILABLE' });
    if (fault === 'invalid_request') return err({ code: 'AUTH.REFRESH_INVALID_REQUEST' });
    if (fault === 'no_session') return err({ code: 'AUTH.NO_SESSION' });
    return null;
  };
  const live = (sessionId: string) => {
    const rec = sessions.get(sessionId);
    return rec && !rec.ended && rec.refreshExp > clock.now() ? rec : undefined;
  };
  const holderOf = (token: string) =>
    [...sessions.values()].find((r) => !r.ended && (r.issued.get(token) ?? 0) > clock.now());
  const url = (path: string, redirectUri: string) => `${base}${path}?redirect_uri=${encodeURIComponent(redirectUri)}`;

  const port: AuthPort = {
    fromTokenPayload(tokenPayload) {
      const p = decodeTokenPayload(tokenPayload);
      if (!p) return err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
      return ok({
        sessionId: p.sessionId,
        identity: {
          accessToken: p.access_token,
          refreshToken: p.refresh_token,
          access_token_expires_utc: p.access_token_expires_utc,
          refresh_token_expires_utc: p.refresh_token_expires_utc,
          claims: p.claims,
        },
      });
    },
    async startSession(sessionId) {
      await wait();
      stats.sessionCalls++;
      const f = faulted();
      if (f) return f.error.code === 'AUTH.REFRESH_INVALID_REQUEST' ? err({ code: 'AUTH.NO_SESSION' }) : f;
      const rec = live(sessionId);
      return rec ? ok(issue(sessionId, rec)) : err({ code: 'AUTH.NO_SESSION' });
    },
    async refresh(refreshToken) {
      await wait();
      stats.refreshCalls++;
      const f = faulted();
      if (f) return f.error.code === 'AUTH.NO_SESSION' ? err({ code: 'AUTH.REFRESH_INVALID_REQUEST' }) : f;
      for (const [sessionId, rec] of sessions) {
        if (!live(sessionId)) continue;
        const current = rec.refresh === refreshToken;
        const graced = rec.previous === refreshToken && clock.now() - rec.rotatedAt <= REUSE_GRACE_MS;
        if (!current && !graced) continue;
        if (current) {
          rec.previous = refreshToken;
          rec.rotatedAt = clock.now();
        }
        return ok(issue(sessionId, rec));
      }
      return err({ code: 'AUTH.REFRESH_INVALID_REQUEST' });
    },
    async endSession(sessionId) {
      await wait();
      const f = faulted();
      if (f) return f;
      const rec = sessions.get(sessionId);
      if (rec) rec.ended = true;
      return ok(undefined);
    },
    async loginErrorMessage(code) {
      await wait();
      const f = faulted();
      if (f && f.error.code === 'AUTH.UNAVAILABLE') return f;
      const message = ssoLoginErrorMessage(code);
      return message ? ok(message) : err({ code: 'AUTH.UNABLE_TO_SIGN_IN' });
    },
    loginUrl: (r) => url('/login', r),
    registerUrl: (r) => url('/register', r),
    logoutUrl: (r) => url('/logout', r),
  };

  return {
    port,
    stats,
    setFault: (f) => void (fault = f),
    revoke: (sessionId) => {
      const rec = sessions.get(sessionId);
      if (rec) rec.ended = true;
    },
    signInAs(claims) {
      const sessionId = next('sid');
      const rec: SessionRecord = {
        claims: {
          forename: claims.forename ?? '',
          surname: claims.surname ?? '',
          given_name: claims.given_name ?? claims.forename ?? '',
          sub: claims.sub,
        },
        ended: false,
        access: '',
        accessExp: 0,
        issued: new Map(),
        refresh: '',
        refreshExp: 0,
        previous: '',
        rotatedAt: 0,
      };
      sessions.set(sessionId, rec);
      const s = issue(sessionId, rec);
      return encodeTokenPayload({
        sessionId,
        access_token: s.identity.accessToken,
        refresh_token: s.identity.refreshToken,
        access_token_expires_utc: s.identity.access_token_expires_utc,
        refresh_token_expires_utc: s.identity.refresh_token_expires_utc,
        claims: s.identity.claims,
      });
    },
    isAccessTokenValid: (token) => holderOf(token) !== undefined,
    subjectOf: (token) => holderOf(token)?.claims.sub,
  };
}
