import fc from 'fast-check';
import { createCookieJar } from '../cookies/cookie-jar';
import { createReturnUrlBrowser } from './return-url-browser';
import { createSessionHintBrowser } from './session-hint-browser';
import { createSessionSignalBrowser } from './session-signal-browser';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

describe('return URL', () => {
  beforeEach(clearCookies);

  it('reads loginSuccess and logoutSuccess and cleans only the SSO parameters', () => {
    window.history.replaceState(null, '', '/news?loginSuccess=true&page=2#top');
    const url = createReturnUrlBrowser();
    expect(url.read()).toEqual({ loginSuccess: true, logoutSuccess: false, signInFailed: false });
    url.clean();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/news?page=2#top');
    expect(url.read()).toEqual({ loginSuccess: false, logoutSuccess: false, signInFailed: false });
  });

  it("reads the site server's one-shot notice once: clean() deletes it", () => {
    window.history.replaceState(null, '', '/news');
    document.cookie = 'uzfc_sign_in_notice=unable_to_sign_in; path=/';
    const url = createReturnUrlBrowser();
    expect(url.read().signInFailed).toBe(true);
    url.clean();
    expect(url.read().signInFailed).toBe(false);
    expect(document.cookie).not.toContain('uzfc_sign_in_notice');
  });

  it("reads the portal's words for a refused sign-in from the notice once", () => {
    window.history.replaceState(null, '', '/news');
    document.cookie = `uzfc_sign_in_notice=${encodeURIComponent('refused:Those details are not right.')}; path=/`;
    const url = createReturnUrlBrowser();
    expect(url.read()).toEqual({
      loginSuccess: false,
      logoutSuccess: false,
      signInFailed: false,
      signInRefused: 'Those details are not right.',
    });
    url.clean();
    expect(url.read().signInRefused).toBeUndefined();
  });

  it('property: whatever the address, clean() never throws and leaves the page on the site', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%5C',
      '%2f',
      'evil.example',
      'loginSuccess=true',
      'tokenpayload=x',
      '?',
      '&',
      '#',
      'a',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const raw = parts.join('');
        let search = `?${raw}&loginSuccess=true`;
        let pathname = `/${raw}`;
        const replaced: string[] = [];
        const win = {
          location: {
            get pathname() {
              return pathname;
            },
            get search() {
              return search;
            },
            hash: '',
            origin: 'http://localhost:3000',
            get href() {
              return `http://localhost:3000${pathname}${search}`;
            },
          },
          history: {
            state: null,
            replaceState: (_s: unknown, _t: string, to: string) => {
              replaced.push(to);
              // what a browser does with a cross-origin address: refuse it
              if (new URL(to, 'http://localhost:3000').origin !== 'http://localhost:3000')
                throw new DOMException('SecurityError');
              pathname = '/';
              search = '';
            },
          },
        } as unknown as Pick<Window, 'location' | 'history'>;
        expect(() => createReturnUrlBrowser(win, createCookieJar({ cookie: '' })).clean()).not.toThrow();
        for (const to of replaced) expect(new URL(to, 'http://localhost:3000').origin).toBe('http://localhost:3000');
      }),
      { numRuns: 500 },
    );
  });
});

describe('session hint', () => {
  beforeEach(clearCookies);

  it('is the readable hint the site server sets; forget() drops it', () => {
    const hint = createSessionHintBrowser();
    expect(hint.present()).toBe(false);
    document.cookie = 'uzfc_signed_in=1; path=/';
    expect(hint.present()).toBe(true);
    hint.forget();
    expect(hint.present()).toBe(false);
  });

  it('counts a readable session cookie of an earlier version, and deletes its readable access cookie', () => {
    document.cookie = 'uzfc_user_session=sid-old; path=/';
    document.cookie = 'uzfc_sso_access=%7B%22t%22%3A%22at%22%7D; path=/';
    expect(createSessionHintBrowser().present()).toBe(true);
    expect(document.cookie).not.toContain('uzfc_sso_access');
  });
});

describe('cross-tab signal', () => {
  it('falls back to storage events when there is no BroadcastChannel, and ignores its own and repeated messages', () => {
    const fake = Object.assign(Object.create(window) as Window & typeof globalThis, { BroadcastChannel: undefined });
    const sent: string[] = [];
    Object.defineProperty(fake, 'localStorage', { value: { setItem: (_k: string, v: string) => sent.push(v) } });
    const listeners: ((e: StorageEvent) => void)[] = [];
    Object.defineProperty(fake, 'addEventListener', {
      value: (_t: string, l: (e: StorageEvent) => void) => listeners.push(l),
    });
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
