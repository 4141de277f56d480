import { JSDOM } from 'jsdom';
import { provideOffThreadSanitizer, provideSanitizerWindow, sanitizedOrPending, sanitizeHtml } from './sanitize-html';

/** a server-side window (as the site server provides) counting the documents DOMPurify parses */
function countingWindow() {
  const win = new JSDOM('<!doctype html>').window;
  let parses = 0;
  const parse = win.DOMParser.prototype.parseFromString;
  win.DOMParser.prototype.parseFromString = function counted(
    this: DOMParser,
    ...args: Parameters<DOMParser['parseFromString']>
  ) {
    parses += 1;
    return parse.apply(this, args);
  };
  provideSanitizerWindow(win as unknown as Window);
  return { parses: () => parses };
}

describe('sanitizeHtml on the server', () => {
  const article = '<p>Kick-off at <a href="https://tickets.example/">the ground</a></p><script>steal()</script>';

  it('parses the same HTML once for many renders, and every render gets it sanitised', () => {
    const win = countingWindow();
    const results = Array.from({ length: 10 }, () => sanitizeHtml(article));
    expect(win.parses()).toBe(1);
    for (const html of results) {
      expect(html).not.toContain('<script');
      expect(html).toContain('rel="noopener noreferrer"');
    }
    sanitizeHtml('<p>another article</p>');
    expect(win.parses()).toBe(2);
  });

  it("a body's pictures load lazily, behind the page's main picture, and decode off the main thread, unless the service said otherwise", () => {
    countingWindow();
    const body = new JSDOM(
      sanitizeHtml('<p>Text</p><img src="/a.png" alt="A"><img src="/b.png" alt="B" loading="eager" decoding="sync">'),
    ).window.document;
    const [first, second] = [...body.querySelectorAll('img')];
    const attributes = (img: Element) => ['loading', 'decoding', 'fetchpriority'].map((a) => img.getAttribute(a));
    expect(attributes(first!)).toEqual(['lazy', 'async', 'low']);
    expect(attributes(second!)).toEqual(['eager', 'sync', 'low']);
  });

  it('sanitises again with a newly provided window (nothing kept from the last one)', () => {
    countingWindow();
    sanitizeHtml(article);
    const next = countingWindow();
    sanitizeHtml(article);
    expect(next.parses()).toBe(1);
  });
});

describe('sanitising off the main thread (the site server hands over a worker)', () => {
  afterEach(() => provideOffThreadSanitizer(null));

  it('short HTML is sanitised here at once; long HTML goes to the worker once, however many ask meanwhile', async () => {
    countingWindow();
    const asked: string[] = [];
    provideOffThreadSanitizer(
      async (html) => {
        asked.push(html);
        await Promise.resolve(); // a worker answers later, never in the same turn
        return sanitizeHtml(html);
      },
      { fromChars: 100 },
    );
    expect(sanitizedOrPending('<p onclick="x()">short</p>')).toBe('<p>short</p>');
    const long = `<p onclick="x()">${'long '.repeat(40)}</p>`;
    const first = sanitizedOrPending(long);
    const second = sanitizedOrPending(long);
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    expect(await first).toBe(`<p>${'long '.repeat(40)}</p>`);
    // remembered: asked again, it is there at once
    expect(sanitizedOrPending(long)).toBe(await first);
    expect(asked).toEqual([long]);
  });

  it('a worker that fails never lets the HTML through unsanitised: this thread sanitises it', async () => {
    countingWindow();
    provideOffThreadSanitizer(() => Promise.reject(new Error('worker gone')));
    expect(await sanitizedOrPending('<img src="x" onerror="alert(1)">')).toBe(
      '<img src="x" alt="" loading="lazy" decoding="async" fetchpriority="low">',
    );
  });
});
