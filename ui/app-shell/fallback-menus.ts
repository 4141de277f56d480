import type { MenuItem, SiteMenus } from '@core';
import { club, errorNavPaths, externalLinks, primaryNavPaths } from '@core/config/site-config';

// Used when the menus service fails: the shell stays usable with the spec's own paths.
const labels: Record<string, string> = {
  '/news': 'News',
  '/videos': club.videoBrand,
  '/matches': 'Matches',
  '/teams': 'Teams',
  '/women': 'Women',
  '/academy': 'Academy',
};
const item = (link: string): MenuItem => ({ label: labels[link] ?? link, link });

export const fallbackMenus: SiteMenus = {
  primary: primaryNavPaths.map(item),
  main: [
    ...primaryNavPaths.map(item),
    item('/women'),
    item('/academy'),
    { label: 'Tickets', link: externalLinks.tickets, newTab: true },
    { label: 'Shop', link: externalLinks.shop, newTab: true },
  ],
  featured: [],
  footer: [
    item('/news'),
    item('/matches'),
    item('/teams'),
    { label: 'Tickets', link: externalLinks.tickets, newTab: true },
    item('/videos'),
    { label: 'Shop', link: externalLinks.shop, newTab: true },
  ],
  error: errorNavPaths.map(item),
};
