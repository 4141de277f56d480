/** The built index.html, cut once at start-up around the places the server fills in. */
export interface HtmlTemplate {
  /** up to the default <title>; the page's head tags go here */
  readonly start: string;
  /** from after the default description to the root element's content */
  readonly middle: string;
  /** from the root element's end to the end of the document */
  readonly end: string;
  /** the site's default description, for pages that set none */
  readonly description: string;
}

const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>\s*/;
const ROOT = '<div id="root"></div>';

/**
 * Parses the built index.html. Throws at start-up (never per request) when the
 * build's HTML lacks the markers, so a broken build cannot serve half a page.
 */
export function parseTemplate(html: string): HtmlTemplate {
  const description = DESCRIPTION.exec(html)?.[1] ?? '';
  const withoutHead = html.replace(DESCRIPTION, '');
  const title = TITLE.exec(withoutHead);
  const root = withoutHead.indexOf(ROOT);
  if (!title || root < 0) throw new Error('index.html has no <title> or no <div id="root"></div>');
  const start = withoutHead.slice(0, title.index);
  const middle = withoutHead.slice(title.index + title[0].length, root) + '<div id="root">';
  const end = '</div>' + withoutHead.slice(root + ROOT.length);
  return { start, middle, end, description };
}

/** The document around React's stream: the page's head tags, and the hydration data block after the root. */
export function splitTemplate(
  template: HtmlTemplate,
  headTags: string,
  bodyEnd = '',
): { before: string; after: string } {
  const end = bodyEnd ? template.end.replace('</body>', `${bodyEnd}\n  </body>`) : template.end;
  return { before: `${template.start}${headTags}\n    ${template.middle}`, after: end };
}
