import { site, type WebSettings } from '@core';

export interface ShareLink {
  readonly network: 'twitter' | 'facebook' | 'email';
  readonly label: string;
  readonly href: string;
}

/**
 * The share links of an article (SETTINGS-4: Twitter with preText 'Latest news: ',
 * Facebook, email; copy link is a button, not a link). Each network is on or off in
 * the web settings' `share` (the site's own until they load). Everything is URL-encoded so a title with '&' or '#'
 * cannot break or extend the share URL.
 */
export function shareLinks(url: string, title: string, settings: WebSettings['share'] = site.share): ShareLink[] {
  const links: ShareLink[] = [];
  const u = encodeURIComponent(url);
  if (settings.twitter) {
    const text = encodeURIComponent(`${settings.twitterPreText}${title}`);
    links.push({
      network: 'twitter',
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?text=${text}&url=${u}`,
    });
  }
  if (settings.facebook) {
    links.push({
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    });
  }
  if (settings.email) {
    links.push({
      network: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
    });
  }
  return links;
}

/** The public address of an article: app-layout readers share the site page, not the app view. */
export function articleShareUrl(origin: string, slug: string): string {
  return `${origin}/news/${encodeURIComponent(slug)}`;
}
