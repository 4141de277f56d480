/**
 * Buttons and menu links: a link starting with '/' is internal, anything else is
 * external (BUTTON-4).
 *
 * '//host' is protocol-relative, and browsers also read '/\host' as '//host' and drop
 * tabs and newlines anywhere in a URL ('/\t/host'); all of these leave the site, so
 * they are external. Treating them as internal would hand them to the router, whose
 * pushState throws on a cross-origin URL.
 */
export function isInternalLink(href: string): boolean {
  if (typeof href !== 'string') return false;
  return /^\/(?![/\\])/.test(href.replace(/[\t\n\r]/g, ''));
}
