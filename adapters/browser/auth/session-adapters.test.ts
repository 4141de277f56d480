import fc from 'fast-check';
import type { SsoSession } from '@core';
import { createCookieJar, type CookieDocument } from '../cookies/cookie-jar';
import { createTokenStoreBrowser, tokenCookieNames } from './token-store-browser';
import { createReturnUrlBrowser } from './return-url-browser';
import { createSessionSignalBrowser } from './session-signal-browser';

const session = (accessMs: number, refreshMs: number): SsoSession => ({
  sessionId: 'sid-1',
  identity: {
    accessToken: 'at-1', refreshToken: 'rt-1',
    access_token_expires_utc: new Date(Date.now() + accessMs).toISOString(),
    refresh_token_expires_utc: new Date(Date.now() + refreshMs).toISOString(),
    claims: { forename: 'Ann', surname: "O'Fan; =x", sub: 'u1', given_name: 'Ann' },
  },
});

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

describe('cookie token store', () => {
  beforeEach(clearCookies);

  it('round-trips a session through cookies and clears every token cookie', () => {
    const store = createTokenStoreBrowser();
    const s = session(60_000, 86_400_000);
    store.write(s);
    expect(store.read()).toEqual({
      sessionId: 'sid-1', accessToken: 'at-1', refreshToken: 'rt-1', claims: s.identity.claims,
      accessExpiresUtc: s.identity.access_token_expires_utc, refreshExpiresUtc: s.identity.refresh_token_expires_utc,
    });
    store.clear();
    expect(store.read()).toEqual({});
    expect(document.cookie).toBe('');
  });

  it('sets path /, SameSite=Lax, an expiry from the token, and Secure only on https', () => {
    const writes: string[] = [];
    const docOn = (protocol: string): CookieDocument => ({ get cookie() { return ''; }, set cookie(v: string) { writes.push(v); }, location: { protocol } });
    createTokenStoreBrowser(createCookieJar(docOn('https:'))).write(session(60_000, 86_400_000));
    expect(writes).toHaveLength(3);
    for (const w of writes) expect(w).toMatch(/; path=\/; SameSite=Lax; expires=[^;]+ GMT; Secure$/);
    const accessExpiry = Date.parse(/expires=([^;]+)/.exec(writes[1]!)![1]!);
    expect(Math.abs(accessExpiry - (Date.now() + 60_000))).toBeLessThan(2_000);
    writes.length = 0;
    createTokenStoreBrowser(createCookieJar(docOn('http:'))).write(session(60_000, 86_400_000));
    for (const w of writes) expect(w).not.toContain('Secure');
  });

  it('an expired access cookie is gone while the refresh and session cookies stay', () => {
    const store = createTokenStoreBrowser();
    store.write(session(-1_000, 86_400_000));
    const read = store.read();
    expect(read.accessToken).toBeUndefined();
    expect(read.refreshToken).toBe('rt-1');
    expect(read.sessionId).toBe('sid-1');
  });

  it('tampered or random cookie values never throw and read as absent', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, r) => {
      clearCookies();
      document.cookie = `${tokenCookieNames.access}=${encodeURIComponent(a)}; path=/`;
      document.cookie = `${tokenCookieNames.refresh}=${r.replace(/[;,\s]/g, '')}; path=/`;
      const read = createTokenStoreBrowser().read();
      expect(read.accessToken).toBeUndefined();
      expect(read.claims).toBeUndefined();
    }));
  });
});

describe('return URL', () => {
  it('reads tokenpayload, loginSuccess and logoutSuccess and cleans only them', () => {
    window.history.replaceState(null, '', '/news?tokenpayload=v1.abc.123&loginSuccess=true&page=2#top');
    const url = createReturnUrlBrowser();
    expect(url.read()).toEqual({ tokenPayload: 'v1.abc.123', loginSuccess: true, logoutSuccess: false });
    url.clean();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/news?page=2#top');
    expect(url.read()).toEqual({ loginSuccess: false, logoutSuccess: false });
  });
});

describe('cross-tab signal', () => {
  it('falls back to storage events when there is no BroadcastChannel, and ignores its own and repeated messages', () => {
    const fake = Object.assign(Object.create(window) as Window & typeof globalThis, { BroadcastChannel: undefined });
    const sent: string[] = [];
    Object.defineProperty(fake, 'localStorage', { value: { setItem: (_k: string, v: string) => sent.push(v) } });
    const listeners: ((e: StorageEvent) => void)[] = [];
    Object.defineProperty(fake, 'addEventListener', { value: (_t: string, l: (e: StorageEvent) => void) => listeners.push(l) });
    Object.defineProperty(fake, 'removeEventListener', { value: () => undefined });
    const a = createSessionSignalBrowser(fake);
    const heard: string[] = [];
    a.events$.subscribe((e) => heard.push(e));
    a.publish('signed-out');
    const other = JSON.stringify({ event: 'signed-out', nonce: 'other-tab' });
    for (const l of listeners) {
      l(new StorageEvent('storage', { key: 'uzfc-session-signal', newValue: sent[0]! }));
      l(new StorageEvent('storage', { key: 'uzfc-session-signal', newValue: other }));
      l(new StorageEvent('storage', { key: 'uzfc-session-signal', newValue: other }));
      l(new StorageEvent('storage', { key: 'uzfc-session-signal', newValue: 'garbage' }));
    }
    expect(heard).toEqual(['signed-out']);
  });

  it('delivers over BroadcastChannel to another tab', async () => {
    if (typeof BroadcastChannel !== 'function') return;
    const a = createSessionSignalBrowser();
    const b = createSessionSignalBrowser();
    const heard = await new Promise<string>((resolve) => {
      b.events$.subscribe(resolve);
      a.publish('signed-out');
    });
    expect(heard).toBe('signed-out');
  });
});
