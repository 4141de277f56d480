/**
 * The first page's stylesheets, written into the HTML instead of linked: a phone on a slow
 * network paints as soon as the HTML has arrived, without one round trip per stylesheet
 * first (render-blocking requests were most of the first paint's time).
 *
 * Each stylesheet keeps its place in the document, so the cascade between CSS modules is
 * exactly what the links gave. Next to each <style> stays its <link>, `disabled`: a disabled
 * stylesheet link is never fetched, but vite's loader finds it when the page's JavaScript
 * asks for the same file, and does not add it again (a second copy later in the document
 * would win over the stylesheets between them and change the cascade).
 */
export type ReadStylesheet = (href: string) => string | undefined;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** one stylesheet as head tags: inline when its text is known and safe to inline, else the plain link */
export function stylesheetTags(href: string, read?: ReadStylesheet): string {
  const css = read?.(href);
  // a stylesheet that could close the <style> element early is left linked
  if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" href="${escapeAttr(href)}" />`;
  return `<link rel="stylesheet" href="${escapeAttr(href)}" disabled /><style>${css}</style>`;
}

const TEMPLATE_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)"\s*\/?>/g;

/** the built index.html's own stylesheet links (the entry's), inlined the same way */
export function inlineTemplateStylesheets(html: string, read: ReadStylesheet): string {
  return html.replace(TEMPLATE_STYLESHEET, (tag, href: string) =>
    read(href) === undefined ? tag : stylesheetTags(href, read),
  );
}

/** reads built stylesheets once each (they never change while a build is served) */
export function cachedStylesheetReader(readFile: (href: string) => string | undefined): ReadStylesheet {
  const cache = new Map<string, string | undefined>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
    if (!cache.has(href)) cache.set(href, readFile(href));
    return cache.get(href);
  };
}
