import type { HeaderStyle } from './interface-state';

/**
 * Header style per page type (HEADER-1). Pages over a large hero
 * get the transparent-dark header; everything else a solid one. A content page is
 * transparent-dark only when it has a hero image, since white text over nothing is
 * unreadable.
 */
export type PageType =
  | 'error'
  | 'matches'
  | 'team'
  | 'category'
  | 'news-listing'
  | 'legacy-news'
  | 'video-listing'
  | 'video-category'
  | 'login'
  | 'faqs'
  | 'home'
  | 'match-centre'
  | 'player-profile'
  | 'content-page'
  | 'single-news';

const STYLES: Readonly<Record<PageType, HeaderStyle>> = {
  error: 'solid',
  matches: 'solid',
  team: 'solid',
  category: 'solid',
  'news-listing': 'solid',
  'legacy-news': 'solid',
  'video-listing': 'solid',
  'video-category': 'solid',
  login: 'solid',
  faqs: 'solid',
  home: 'transparent-dark',
  'match-centre': 'transparent-dark',
  'player-profile': 'transparent-dark',
  'content-page': 'transparent-dark',
  'single-news': 'transparent-dark',
};

export const pageTypes = Object.keys(STYLES) as readonly PageType[];

export function headerStyleFor(page: PageType, hasImage = false): HeaderStyle {
  if (page === 'content-page') return hasImage ? 'transparent-dark' : 'solid';
  return STYLES[page] ?? 'solid';
}
