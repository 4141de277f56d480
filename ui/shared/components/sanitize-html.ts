import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { isInternalLink } from '@core/routing/link-kind';
import { boundedMemo } from '@core/shared/bounded-memo';

/**
 * One private DOMPurify instance for content HTML. Its own instance so the link hook
 * below cannot leak into any other use of DOMPurify on the page.
 *
 * DOMPurify already drops <script>, on* handlers and javascript:/data: URLs; the hook
 * adds rel="noopener noreferrer" to external links and keeps target only as _blank,
 * and gives an image the service sent without alt text an empty one: nothing can
 * describe it, so it is marked decorative rather than read out as its file name.
 * A body's pictures load lazily and decode off the main thread unless the service said
 * otherwise: on a phone they sit below the page's own hero picture, and fetched at once
 * they shared its bandwidth (an article's first body picture arrived beside its hero).
 */
let purifier: Purifier | null = null;
let serverWindow: Window | null = null;

/**
 * The site server has no DOM of its own: it hands one over (jsdom) at start-up so
 * content HTML is sanitised by the same DOMPurify rules on the server as in the browser.
 */
export function provideSanitizerWindow(win: Window): void {
  serverWindow = win;
  purifier = null;
  sanitized.clear();
}

function instance(): Purifier {
  if (purifier) return purifier;
  const win = typeof window === 'undefined' ? serverWindow : window;
  // refusing is the only safe answer: unsanitised service HTML must never be rendered
  if (!win) throw new Error('No DOM window to sanitise content HTML with (call provideSanitizerWindow on the server)');
  const p = DOMPurify(win as unknown as Parameters<typeof DOMPurify>[0]);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      if (!node.hasAttribute('loading')) node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('decoding')) node.setAttribute('decoding', 'async');
      // behind the page's main picture: the browser would raise a body's first pictures to share its bandwidth
      if (!node.hasAttribute('fetchpriority')) node.setAttribute('fetchpriority', 'low');
    }
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (node.hasAttribute('target') && node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    if (!isInternalLink(href)) node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = p;
  return p;
}

/**
 * The same HTML always sanitises to the same result, and parsing it (a whole document, in
 * jsdom on the server) was a tenth of a page render's time: the site server renders the same
 * article body again for every address that shows it, and the browser re-renders it. The last
 * few results are kept (bounded: article bodies run to tens of KB).
 */
const sanitized = boundedMemo(
  (html) =>
    instance().sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'] }),
  50,
);

export function sanitizeHtml(html: string): string {
  return sanitized(html);
}

/**
 * The site server sanitises off its main thread (app/server/sanitizer): one large body took
 * seconds in jsdom, and every other request waited that long. It hands its worker over here;
 * the browser has none (its own DOM sanitises fast, on the fan's own device).
 */
let offThread: ((html: string) => Promise<string>) | null = null;
/** shorter HTML is sanitised on this thread: it costs less than handing it over */
let offThreadFromChars = 0;
const underway = new Map<string, Promise<string>>();

export function provideOffThreadSanitizer(
  sanitize: ((html: string) => Promise<string>) | null,
  { fromChars = 0 }: { readonly fromChars?: number } = {},
): void {
  offThread = sanitize;
  offThreadFromChars = fromChars;
  underway.clear();
}

/**
 * The HTML sanitised, now when it can be (a remembered result, or no worker: the browser),
 * else a promise of it from the worker (the server). Every request showing the same body
 * while it is being sanitised shares one promise: React's `use` waits for it (SafeHtml).
 */
export function sanitizedOrPending(html: string): string | Promise<string> {
  const known = sanitized.peek(html);
  if (known !== undefined) return known;
  if (!offThread || html.length < offThreadFromChars) return sanitized(html);
  let pending = underway.get(html);
  if (!pending) {
    pending = offThread(html)
      // a worker that failed (crashed, timed out) never lets unsanitised HTML through: this thread does it
      .catch(() => sanitized(html))
      .then((clean) => {
        sanitized.remember(html, clean);
        return clean;
      })
      .finally(() => underway.delete(html));
    underway.set(html, pending);
  }
  return pending;
}
