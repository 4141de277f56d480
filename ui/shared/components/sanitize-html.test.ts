import { JSDOM } from 'jsdom';
import { provideSanitizerWindow, sanitizeHtml } from './sanitize-html';

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

  it('sanitises again with a newly provided window (nothing kept from the last one)', () => {
    countingWindow();
    sanitizeHtml(article);
    const next = countingWindow();
    sanitizeHtml(article);
    expect(next.parses()).toBe(1);
  });
});
