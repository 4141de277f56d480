import fc from 'fast-check';
import { legacySiteSessionCookies, siteSessionCookies } from '@protocol/site-session/site-session-wire';
import { createCookieJar } from '../cookies/cookie-jar';
import { createReturnUrlBrowser } from './return-url-browser';
import { createSessionHintBrowser } from './session-hint-browser';
import { createSessionSignalBrowser } from './session-signal-browser';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}; Secure`;
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  }
}

/** a cookie as the site server sets it: `__Host-` names are Secure, Path=/, no Domain */
const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/${name.startsWith('__Host-') ? '; Secure' : ''}`;
};

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
    setCookie(siteSessionCookies.notice, 'unable_to_sign_in');
    const url = createReturnUrlBrowser();
    expect(url.read().signInFailed).toBe(true);
    url.clean();
    expect(url.read().signInFailed).toBe(false);
    expect(document.cookie).not.toContain('uzfc_sign_in_notice');
  });

  it("reads the portal's words for a refused sign-in from the notice once", () => {
    window.history.replaceState(null, '', '/news');
    setCookie(siteSessionCookies.notice, encodeURIComponent('refused:Those details are not right.'));
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

  it("reads the notice that someone else's sign-in was refused (the fan still signed in) once", () => {
    window.history.replaceState(null, '', '/videos');
    setCookie(siteSessionCookies.notice, 'sign_in_not_started');
    const url = createReturnUrlBrowser();
    expect(url.read()).toEqual({
      loginSuccess: false,
      logoutSuccess: false,
      signInFailed: false,
      signInNotStarted: true,
    });
    url.clean();
    expect(url.read().signInNotStarted).toBeUndefined();
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
    setCookie(siteSessionCookies.hint, '1');
    expect(document.cookie).toContain('__Host-uzfc_signed_in=1');
    expect(hint.present()).toBe(true);
    hint.forget();
    expect(hint.present()).toBe(false);
    expect(document.cookie).not.toContain('uzfc_signed_in');
  });

  it("never reads an earlier version's cookies, and deletes their readable ones", () => {
    setCookie(legacySiteSessionCookies.session, 'sid-old');
    setCookie(legacySiteSessionCookies.hint, '1');
    setCookie(legacySiteSessionCookies.access, '%7B%22t%22%3A%22at%22%7D');
    expect(createSessionHintBrowser().present()).toBe(false);
    expect(document.cookie).toBe('');
  });

  it('a hint the document holds twice (one planted on a longer path) reads as absent', () => {
    setCookie(siteSessionCookies.hint, '1');
    const hint = createSessionHintBrowser(
      createCookieJar({ cookie: `${siteSessionCookies.hint}=1; ${siteSessionCookies.hint}=1` }),
    );
    expect(hint.present()).toBe(false);
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
