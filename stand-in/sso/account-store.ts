/**
 * The stand-in SSO's accounts, sessions and tokens, persisted as one JSON file so
 * accounts survive a restart of the stand-in. Tokens are opaque random strings; only
 * their SHA-256 is stored. Passwords are hashed with scrypt and a salt per user.
 *
 * A session is one sign-in of one user on the site. It owns one current refresh token
 * (rotated on every refresh) and any number of unexpired access tokens (an access
 * token stays valid until it expires, so a tab holding the previous one is not cut off
 * mid-match). A refresh token is rotated once: spent again within REUSE_GRACE_MS (two
 * tabs, or two site instances, refreshing at the same moment) it is answered with the very
 * tokens its rotation issued, never with new ones (twenty parallel refreshes once handed out
 * twenty refresh tokens, of which only the last worked), and only while those are still the
 * session's current ones. Later reuse is refused (invalid_request).
 */
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const REUSE_GRACE_MS = 30_000;
export const DEFAULT_ACCESS_TTL_MS = 15 * 60_000;
export const DEFAULT_REFRESH_TTL_MS = 30 * 24 * 3_600_000;
const RESET_TTL_MS = 60 * 60_000;
const PORTAL_TTL_MS = 30 * 24 * 3_600_000;
const CODE_TTL_MS = 60_000;

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** hex; absent for social-only accounts */
  salt?: string;
  hash?: string;
  providers: string[];
  entitlements: string[];
  createdAt: number;
}

interface SessionRecord {
  id: string;
  userId: string;
  portalId: string | null;
  createdAt: number;
  endedAt: number | null;
  refresh: { hash: string; expiresAt: number };
  previousRefresh: { hash: string; rotatedAt: number } | null;
  access: { hash: string; expiresAt: number }[];
}

interface StoreData {
  version: 1;
  users: UserRecord[];
  sessions: SessionRecord[];
  /** the portal's own sign-in (its cookie), so a second visit to /login skips the form */
  portal: { id: string; userId: string; expiresAt: number; endedAt: number | null }[];
  resets: { hash: string; userId: string; expiresAt: number; used: boolean }[];
  codes: { hash: string; sessionId: string; expiresAt: number; used: boolean }[];
}

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
  user: UserRecord;
}

export interface AccountStoreOptions {
  /** where accounts.json lives; null keeps everything in memory (tests) */
  dataDir: string | null;
  now?: () => number;
  accessTokenTtlMs?: number;
  refreshTokenTtlMs?: number;
}

export type AccountStore = ReturnType<typeof openAccountStore>;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const token = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function openAccountStore(options: AccountStoreOptions) {
  const now = options.now ?? (() => Date.now());
  const accessTtl = options.accessTokenTtlMs ?? DEFAULT_ACCESS_TTL_MS;
  const refreshTtl = options.refreshTokenTtlMs ?? DEFAULT_REFRESH_TTL_MS;
  const file = options.dataDir ? join(options.dataDir, 'sso-accounts.json') : null;
  const data: StoreData = load();
  /**
   * what each rotation issued, by the hash of the token it spent, for the reuse grace (memory
   * only: after a restart a spent token is simply refused)
   */
  const successors = new Map<string, { tokens: IssuedTokens; at: number }>();
  function rotate(session: SessionRecord, spent: string): IssuedTokens {
    const t = now();
    session.previousRefresh = { hash: spent, rotatedAt: t };
    const tokens = issue(session);
    for (const [h, s] of successors) if (t - s.at > REUSE_GRACE_MS) successors.delete(h);
    successors.set(spent, { tokens, at: t });
    return tokens;
  }

  function load(): StoreData {
    const empty: StoreData = { version: 1, users: [], sessions: [], portal: [], resets: [], codes: [] };
    if (!file) return empty;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoreData>;
      return parsed.version === 1 ? ({ ...empty, ...parsed } as StoreData) : empty;
    } catch {
      return empty;
    }
  }

  function save(): void {
    if (!file || !options.dataDir) return;
    const t = now();
    // forget what can never be used again, so the file does not grow without bound
    data.sessions = data.sessions.filter((s) => s.endedAt === null && s.refresh.expiresAt > t);
    for (const s of data.sessions) s.access = s.access.filter((a) => a.expiresAt > t);
    data.portal = data.portal.filter((p) => p.endedAt === null && p.expiresAt > t);
    data.resets = data.resets.filter((r) => !r.used && r.expiresAt > t);
    data.codes = data.codes.filter((c) => !c.used && c.expiresAt > t);
    mkdirSync(options.dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data, null, 1));
    renameSync(tmp, file);
  }

  const userById = (id: string) => data.users.find((u) => u.id === id);
  const userByEmail = (email: string) => data.users.find((u) => u.email === normaliseEmail(email));
  const liveSession = (id: string) =>
    data.sessions.find((s) => s.id === id && s.endedAt === null && s.refresh.expiresAt > now());

  function issue(session: SessionRecord): IssuedTokens {
    const t = now();
    const accessToken = token();
    const refreshToken = token();
    session.access = session.access.filter((a) => a.expiresAt > t);
    session.access.push({ hash: sha(accessToken), expiresAt: t + accessTtl });
    session.refresh = { hash: sha(refreshToken), expiresAt: t + refreshTtl };
    save();
    return {
      sessionId: session.id,
      accessToken,
      refreshToken,
      accessExpiresAt: t + accessTtl,
      refreshExpiresAt: t + refreshTtl,
      user: userById(session.userId)!,
    };
  }

  const store = {
    accessTtlMs: accessTtl,

    async register(input: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
    }): Promise<{ ok: true; user: UserRecord } | { ok: false; message: string }> {
      const email = normaliseEmail(input.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        return { ok: false, message: 'Please enter a valid email address.' };
      if (!input.firstName.trim() || !input.lastName.trim())
        return { ok: false, message: 'Please enter your first and last name.' };
      if (input.password.length < 8) return { ok: false, message: 'Your password must be at least 8 characters long.' };
      const existing = userByEmail(email);
      if (existing?.hash)
        return { ok: false, message: 'An account with this email address already exists. Please sign in.' };
      const salt = randomBytes(16);
      const hash = (await scrypt(input.password, salt, 64)).toString('hex');
      const user: UserRecord = existing ?? {
        id: `u_${token(9)}`,
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        providers: [],
        entitlements: [],
        createdAt: now(),
      };
      Object.assign(user, {
        salt: salt.toString('hex'),
        hash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
      });
      if (!user.providers.includes('password')) user.providers.push('password');
      if (!existing) data.users.push(user);
      save();
      return { ok: true, user };
    },

    async verifyPassword(email: string, password: string): Promise<UserRecord | null> {
      const user = userByEmail(email);
      // hash anyway when there is no such user, so timing does not tell which emails exist
      const salt = user?.salt ? Buffer.from(user.salt, 'hex') : Buffer.alloc(16);
      const hash = await scrypt(password, salt, 64);
      if (!user?.hash) return null;
      const expected = Buffer.from(user.hash, 'hex');
      return expected.length === hash.length && timingSafeEqual(expected, hash) ? user : null;
    },

    /** a stand-in social sign-in: the provider vouches for the email */
    socialUser(provider: string, profile: { email: string; firstName: string; lastName: string }): UserRecord {
      const existing = userByEmail(profile.email);
      const user = existing ?? {
        id: `u_${token(9)}`,
        email: normaliseEmail(profile.email),
        firstName: profile.firstName,
        lastName: profile.lastName,
        providers: [],
        entitlements: [],
        createdAt: now(),
      };
      if (!user.providers.includes(provider)) user.providers.push(provider);
      if (!existing) data.users.push(user);
      save();
      return user;
    },

    userById,
    userByEmail,

    updateProfile(userId: string, names: { firstName: string; lastName: string }): boolean {
      const user = userById(userId);
      if (!user || !names.firstName.trim() || !names.lastName.trim()) return false;
      user.firstName = names.firstName.trim();
      user.lastName = names.lastName.trim();
      save();
      return true;
    },

    /** starts a site session for the user and issues its first tokens */
    startSession(userId: string, portalId: string | null): IssuedTokens {
      const session: SessionRecord = {
        id: `s_${token(18)}`,
        userId,
        portalId,
        createdAt: now(),
        endedAt: null,
        refresh: { hash: '', expiresAt: 0 },
        previousRefresh: null,
        access: [],
      };
      data.sessions.push(session);
      return issue(session);
    },

    /** the session start call: fresh tokens for a live session */
    resumeSession(sessionId: string): IssuedTokens | null {
      const s = liveSession(sessionId);
      if (!s) return null;
      return rotate(s, s.refresh.hash);
    },

    refresh(refreshToken: string): IssuedTokens | null {
      const h = sha(refreshToken);
      const t = now();
      const s = data.sessions.find(
        (x) =>
          x.endedAt === null &&
          x.refresh.expiresAt > t &&
          (x.refresh.hash === h ||
            (x.previousRefresh?.hash === h && t - x.previousRefresh.rotatedAt <= REUSE_GRACE_MS)),
      );
      if (!s) return null;
      if (s.refresh.hash === h) return rotate(s, h);
      // spent within the grace: the same tokens its rotation gave, while they are still current
      const successor = successors.get(h)?.tokens;
      return successor && s.refresh.hash === sha(successor.refreshToken) ? successor : null;
    },

    endSession(sessionId: string): void {
      const s = data.sessions.find((x) => x.id === sessionId);
      if (!s || s.endedAt !== null) return;
      s.endedAt = now();
      // signing out of the site signs out of the portal too, so 'Login' shows the form again
      if (s.portalId) store.endPortal(s.portalId);
      save();
    },

    /** the user behind a valid access token */
    userForAccessToken(accessToken: string): UserRecord | null {
      const h = sha(accessToken);
      const t = now();
      const s = data.sessions.find((x) => x.endedAt === null && x.access.some((a) => a.hash === h && a.expiresAt > t));
      return s ? (userById(s.userId) ?? null) : null;
    },

    openPortal(userId: string): string {
      const id = token(24);
      data.portal.push({ id: sha(id), userId, expiresAt: now() + PORTAL_TTL_MS, endedAt: null });
      save();
      return id;
    },
    portalUser(portalToken: string | undefined): { user: UserRecord; portalId: string } | null {
      if (!portalToken) return null;
      const p = data.portal.find((x) => x.id === sha(portalToken) && x.endedAt === null && x.expiresAt > now());
      const user = p && userById(p.userId);
      return p && user ? { user, portalId: p.id } : null;
    },
    endPortal(portalIdOrToken: string): void {
      const p = data.portal.find((x) => x.id === portalIdOrToken || x.id === sha(portalIdOrToken));
      if (p) p.endedAt = now();
      save();
    },

    createReset(email: string): string | null {
      const user = userByEmail(email);
      if (!user) return null;
      const t = token();
      data.resets.push({ hash: sha(t), userId: user.id, expiresAt: now() + RESET_TTL_MS, used: false });
      save();
      return t;
    },
    resetValid(resetToken: string): boolean {
      return data.resets.some((r) => r.hash === sha(resetToken) && !r.used && r.expiresAt > now());
    },
    async resetPassword(resetToken: string, password: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const r = data.resets.find((x) => x.hash === sha(resetToken) && !x.used && x.expiresAt > now());
      if (!r) return { ok: false, message: 'This reset link has expired or has already been used.' };
      if (password.length < 8) return { ok: false, message: 'Your password must be at least 8 characters long.' };
      const user = userById(r.userId)!;
      const salt = randomBytes(16);
      user.salt = salt.toString('hex');
      user.hash = (await scrypt(password, salt, 64)).toString('hex');
      if (!user.providers.includes('password')) user.providers.push('password');
      r.used = true;
      // a password reset ends every session of the account
      for (const s of data.sessions) if (s.userId === user.id && s.endedAt === null) s.endedAt = now();
      save();
      return { ok: true };
    },

    /** inactive code-exchange provider: a one-time code for a session */
    createCode(sessionId: string): string {
      const c = token(16);
      data.codes.push({ hash: sha(c), sessionId, expiresAt: now() + CODE_TTL_MS, used: false });
      save();
      return c;
    },
    redeemCode(code: string): IssuedTokens | null {
      const c = data.codes.find((x) => x.hash === sha(code) && !x.used && x.expiresAt > now());
      if (!c) return null;
      c.used = true;
      return store.resumeSession(c.sessionId);
    },

    grantEntitlements(email: string, entitlements: readonly string[]): boolean {
      const user = userByEmail(email);
      if (!user) return false;
      user.entitlements = [...new Set(entitlements.map((e) => e.trim()).filter(Boolean))];
      save();
      return true;
    },
  };
  return store;
}
