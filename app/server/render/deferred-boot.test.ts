import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH, MAX_WAIT_MS, PRELOADS_PER_TASK } from '@ui/shared/scheduling/boot-script';
import { BOOT_DATA_ID, EARLY_PRESS_REPLAY } from '@ui/shared/scheduling/early-presses';
import { bootTags, deferTemplateModules } from './deferred-boot';

const built = `<html><head><title>UZFC</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-c3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head><body><div id="root"></div></body></html>`;

/** A document and window as the boot script sees them; what it adds to the head, in order. */
type Picture = {
  complete: boolean;
  top: number;
  /** the picture's load event (as the browser calls it: on the picture) */
  fire?: () => void;
  /** its error event */
  fail?: () => void;
  /** the browser's decode(): resolved when `decoded` is called */
  decode?: () => Promise<void>;
  decoded?: () => void;
  getBoundingClientRect(): { top: number; bottom: number; width: number; height: number };
  addEventListener(type: string, f: () => void): void;
};
/**
 * a picture of the page: loaded or not, at a height on the page (the screen is 800 high), 40 px
 * square; a hidden one (in a closed tab: display none) has no box, all zeros. `decoding`: it has
 * decode(), which resolves only when the test says it has decoded
 */
function picture(complete: boolean, top: number, hidden = false, decoding = false): Picture {
  const p: Picture = {
    complete,
    top,
    getBoundingClientRect: () =>
      hidden ? { top: 0, bottom: 0, width: 0, height: 0 } : { top: p.top, bottom: p.top + 40, width: 40, height: 40 },
    addEventListener: (type, f) => {
      if (type === 'load') p.fire = () => f.call(p);
      if (type === 'error') p.fail = () => f.call(p);
    },
  };
  if (decoding)
    p.decode = () =>
      new Promise<void>((resolve) => {
        p.decoded = resolve;
      });
  return p;
}

function page(readyState: 'loading' | 'complete', data: string | null, images: Picture[] = []) {
  const added: { tag: string; rel?: string; href?: string; type?: string; src?: string }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const clickListeners: ((e: unknown) => void)[] = [];
  const document = {
    readyState,
    images,
    getElementById: (id: string) => (id === BOOT_DATA_ID && data !== null ? { textContent: data } : null),
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: (e: (typeof added)[number]) => {
        added.push(e);
      },
    },
    addEventListener: (type: string, f: (e: unknown) => void, capture: boolean) => {
      if (type === 'click' && capture) clickListeners.push(f);
    },
  };
  const window: Record<string, unknown> = {
    innerHeight: 800,
    requestAnimationFrame: (f: () => void) => setTimeout(f, FRAME),
    addEventListener: (type: string, f: () => void) => {
      (listeners[type] ??= []).push(f);
    },
  };
  new Function('document', 'window', BOOT_SCRIPT)(document, window);
  /** a press on an element: whether the page went on to handle it (not held back) */
  const press = (target: { closest: (s: string) => unknown }) => {
    let held = false;
    const event = {
      target,
      preventDefault: () => {
        held = true;
      },
      stopImmediatePropagation: () => {
        held = true;
      },
    };
    clickListeners.forEach((f) => f(event));
    return !held;
  };
  const hydrated = () => (window[EARLY_PRESS_REPLAY] as () => void)();
  return { added, load: () => listeners.load?.forEach((f) => f()), press, hydrated };
}

/** a button (and something inside it) as the press's target */
function button(disabled = false) {
  const el = {
    isConnected: true,
    disabled,
    presses: 0,
    click() {
      el.presses++;
    },
  };
  return { el, inside: { closest: (s: string) => (s === 'button' ? el : null) }, link: { closest: () => null } };
}

/** a frame */
const FRAME = 16;
/** the boot waits for the frame that paints the pictures and the next (and the task after them) */
const PAINTED = 2 * FRAME + 1;

const modules = JSON.stringify(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/news-e5.js']);

describe('the deferred boot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes the module script and preloads out of the built page, entry first', () => {
    const { html, entryModules } = deferTemplateModules(built);
    expect(entryModules).toEqual(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/router-c3.js']);
    expect(html).not.toMatch(/modulepreload|type="module"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    // a page without the build's module script (development) is left as it is
    expect(deferTemplateModules('<html><head></head></html>')).toEqual({
      html: '<html><head></head></html>',
      entryModules: [],
    });
  });

  it("names the entry's and the page's modules once each, as data that cannot close its element", () => {
    const tags = bootTags(
      ['/assets/index-a1.js', '/assets/react-b2.js'],
      ['/assets/react-b2.js', '/assets/x</script>.js'],
    );
    const data = /<script type="application\/json" id="uzfc-boot">([^<]*)<\/script>/.exec(tags)?.[1];
    expect(JSON.parse(data!)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js', '/assets/x</script>.js']);
    expect(tags).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(bootTags([], ['/assets/a.js'])).toBe('');
  });

  it('starts nothing while the page loads; after its load event, the preloads and then the entry', () => {
    const p = page('loading', modules);
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(p.added).toEqual([]);
    p.load();
    expect(p.added).toEqual([]); // after the pictures' paint is on screen
    vi.advanceTimersByTime(PAINTED);
    expect(p.added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/react-b2.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/news-e5.js' },
      { tag: 'script', type: 'module', src: '/assets/index-a1.js' },
    ]);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(p.added).toHaveLength(3); // once only
  });

  it('starts after the frame that paints the pictures and the next, not after the first alone', () => {
    const p = page('loading', modules);
    p.load();
    vi.advanceTimersByTime(FRAME + 1);
    expect(p.added).toEqual([]);
    vi.advanceTimersByTime(FRAME);
    expect(p.added).toHaveLength(3);
  });

  it('adds the preloads a few per task (each starts a fetch: thirty in one task was a long task), the entry after them', () => {
    const many = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const p = page('complete', JSON.stringify(['/assets/index-a1.js', ...many]));
    vi.advanceTimersByTime(PAINTED);
    expect(p.added.map((e) => e.href ?? e.src)).toEqual(many.slice(0, PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(p.added.map((e) => e.href ?? e.src)).toEqual(many.slice(0, 2 * PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(p.added.map((e) => e.href ?? e.src)).toEqual([...many, '/assets/index-a1.js']);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(p.added).toHaveLength(many.length + 1);
  });

  it('after the load event, waits for the pictures in view still loading (lazy ones), not for those below', () => {
    const inView = [picture(false, 300), picture(false, 700)];
    const p = page('loading', modules, [picture(true, 0), ...inView, picture(false, 1600)]);
    p.load();
    vi.advanceTimersByTime(100);
    expect(p.added).toEqual([]);
    inView[0]!.fire!();
    vi.advanceTimersByTime(100);
    expect(p.added).toEqual([]);
    inView[1]!.fail!(); // loaded, or failed: either way it is done
    vi.advanceTimersByTime(PAINTED);
    expect(p.added).toHaveLength(3);
  });

  it('waits for a loaded picture in view to be decoded, so its paint reaches the screen before the app starts', async () => {
    const hero = picture(false, 0, false, true);
    const p = page('loading', modules, [hero]);
    p.load();
    hero.fire!();
    await vi.advanceTimersByTimeAsync(500);
    expect(p.added).toEqual([]);
    hero.decoded!();
    await vi.advanceTimersByTimeAsync(PAINTED);
    expect(p.added).toHaveLength(3);
  });

  it("does not wait for a hidden picture (a closed tab's lazy crests never load), which has no box", () => {
    const p = page('loading', modules, [picture(false, 0, true), picture(false, 0, true)]);
    p.load();
    vi.advanceTimersByTime(PAINTED);
    expect(p.added).toHaveLength(3);
  });

  it('a page whose load is held up starts the app after MAX_WAIT_MS anyway', () => {
    const p = page('loading', modules);
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(p.added.at(-1)).toEqual({ tag: 'script', type: 'module', src: '/assets/index-a1.js' });
    p.load();
    vi.advanceTimersByTime(PAINTED);
    expect(p.added).toHaveLength(3);
  });

  it('an already loaded page starts at once; missing or junk data starts nothing and never throws', () => {
    const loaded = page('complete', modules);
    vi.advanceTimersByTime(PAINTED);
    expect(loaded.added).toHaveLength(3);
    for (const data of [null, '{not json', '[]', 'null']) {
      const p = page('complete', data);
      vi.advanceTimersByTime(MAX_WAIT_MS);
      expect(p.added).toEqual([]);
    }
  });

  it('a button pressed before hydration is held, and pressed again once hydrated; presses after go straight through', () => {
    const p = page('loading', modules);
    const first = button();
    const last = button();
    expect(p.press(first.inside)).toBe(false);
    expect(p.press(last.inside)).toBe(false);
    expect(p.press(last.link)).toBe(true); // a link works as a link
    p.hydrated();
    expect([first.el.presses, last.el.presses]).toEqual([0, 1]); // the last press only, once
    expect(p.press(first.inside)).toBe(true);
    p.hydrated();
    expect(last.el.presses).toBe(1);
  });

  it('a held press on a button that is gone or disabled by hydration is dropped', () => {
    const p = page('loading', modules);
    const gone = button();
    p.press(gone.inside);
    gone.el.isConnected = false;
    p.hydrated();
    expect(gone.el.presses).toBe(0);
    const q = page('loading', modules);
    const disabled = button(true);
    q.press(disabled.inside);
    q.hydrated();
    expect(disabled.el.presses).toBe(0);
  });

  it('the CSP hash is the SHA-256 of exactly the script', () => {
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
    expect(BOOT_SCRIPT.length).toBeLessThan(1400); // about 1.3 KB, once per page (gzip makes it ~550 bytes)
  });
});
