import fc from 'fast-check';
import { createTagManagerBrowser, scrubPagePath } from './tag-manager-browser';

const tokenNames = ['token', 'tokenpayload', 'code', 'refresh_token', 'access_token', 'TokenPayload', 'CODE'];

describe('tag manager', () => {
  it('pushes page_view with the path to window.dataLayer when enabled', () => {
    const win: { dataLayer?: unknown[] } = {};
    createTagManagerBrowser(win, { enabled: true }).pageView('/news?page=2');
    expect(win.dataLayer).toEqual([{ event: 'page_view', page_path: '/news?page=2' }]);
  });

  it('pushes nothing when disabled', () => {
    const win: { dataLayer?: unknown[] } = {};
    createTagManagerBrowser(win, { enabled: false }).pageView('/news');
    expect(win.dataLayer).toBeUndefined();
  });

  it('uses the real window by default', () => {
    createTagManagerBrowser(undefined, { enabled: true }).pageView('/');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'page_view', page_path: '/' });
  });

  it('never pushes a token-like query parameter, keeping the others', () => {
    expect(scrubPagePath('/?tokenpayload=abc&loginSuccess=true')).toBe('/?loginSuccess=true');
    expect(scrubPagePath('/cb#access_token=x&state=1')).toBe('/cb#state=1');
    expect(scrubPagePath('/news#top')).toBe('/news#top');
    fc.assert(fc.property(
      fc.webPath(), fc.constantFrom(...tokenNames), fc.string({ minLength: 1 }), fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.string())),
      (path, name, secret, others) => {
        const q = new URLSearchParams([...others, [name, secret]]);
        const win: { dataLayer?: { page_path: string }[] } = {};
        createTagManagerBrowser(win as { dataLayer?: unknown[] }, { enabled: true }).pageView(`${path}?${q}`);
        const pushed = win.dataLayer![0]!.page_path;
        const query = new URLSearchParams(pushed.split('#')[0]!.split('?')[1] ?? '');
        for (const key of query.keys()) expect(tokenNames.map((t) => t.toLowerCase())).not.toContain(key.toLowerCase());
      },
    ));
  });
});
