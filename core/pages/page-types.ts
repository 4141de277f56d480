/** The page tree and menus of the content service (PAGES-1). */
export type PageTemplate = 'Hub' | 'Landing' | 'Default';

/** A node of the page tree, in the spec's field names. */
export interface PageNode {
  readonly postID: string;
  readonly postTitle: string;
  /** 'Published' is the only value seen; anything else is not shown */
  readonly postStatus: 'Published';
  readonly pageTemplate: PageTemplate;
  readonly savedTimestamp: string;
  readonly pageOrder: number;
  readonly pageSlug: string;
  /** without leading slash, e.g. 'tickets-membership/season-tickets' */
  readonly fullPath: string;
  readonly publishedDate: string;
  readonly publishedTime: string;
  readonly nestedLevel: number;
  readonly childIds: readonly string[];
  readonly children: readonly PageNode[];
  /** the CMS sends this address elsewhere: the node is not a page of its own (the sitemap leaves it out) */
  readonly redirect?: PageRedirect;
  /** named checks the page asks the route to run (an unknown name makes the page a 500) */
  readonly middleware?: readonly string[];
}

export interface PageLink {
  readonly title: string;
  /** site path with a leading slash */
  readonly path: string;
  readonly summary: string;
  readonly imageKey?: string;
}

export type ContentBlock =
  | { readonly kind: 'rich-text'; readonly html: string }
  | { readonly kind: 'image'; readonly imageKey: string; readonly alt: string; readonly caption?: string }
  | { readonly kind: 'buttons'; readonly buttons: readonly ButtonData[] }
  | { readonly kind: 'cards'; readonly title: string; readonly cards: readonly PageLink[] }
  | { readonly kind: 'quote'; readonly text: string; readonly cite: string };

/** A full content page for /:slug ... up to four sub-levels. */
export interface ContentPage {
  readonly id: string;
  readonly title: string;
  readonly template: PageTemplate;
  /** without leading slash */
  readonly fullPath: string;
  readonly summary: string;
  readonly heroImageKey?: string;
  readonly heroImageAlt?: string;
  readonly blocks: readonly ContentBlock[];
  /** published children, in page order (Hub pages list them as tiles) */
  readonly children: readonly PageLink[];
  /** from the root down to the parent */
  readonly breadcrumbs: readonly { readonly title: string; readonly path: string }[];
  readonly publishedAt: string;
  /** the CMS sends this address elsewhere (on the site's own origin, else ERR_REDIRECT) */
  readonly redirect?: PageRedirect;
  /** named checks the page asks the route to run; an unknown name is a 500 */
  readonly middleware?: readonly string[];
}

export interface PageRedirect {
  /** a path or an address on the site's own origin */
  readonly location: string;
  /** 301, 302, 303, 307 or 308; the spec's default is 302 */
  readonly status?: number;
}

/** Button (BUTTON-1, BUTTON-2). */
export type ButtonType = 'primary-dark' | 'primary-light' | 'ghost-dark' | 'ghost-light' | 'label-dark' | 'label-light';
export type IconAlignment = 'left' | 'right';

export interface ButtonData {
  readonly type?: ButtonType;
  readonly link: string;
  readonly text: string;
  readonly newTab?: boolean;
  readonly inline?: boolean;
  readonly small?: boolean;
  readonly icon?: string;
  readonly iconAlignment?: IconAlignment;
  readonly image?: string;
}

export interface MenuItem {
  readonly label: string;
  /** '/...' is internal, anything else external */
  readonly link: string;
  readonly newTab?: boolean;
  readonly imageKey?: string;
  readonly children?: readonly MenuItem[];
}

export interface SiteMenus {
  /** /news, /videos, /matches, /teams */
  readonly primary: readonly MenuItem[];
  /** primary plus /women, /academy, external tickets and shop */
  readonly main: readonly MenuItem[];
  /** ticket, store and video tiles */
  readonly featured: readonly MenuItem[];
  /** footer quick links */
  readonly footer: readonly MenuItem[];
  /** the error page's own navigation: /news, /matches, /teams */
  readonly error: readonly MenuItem[];
}
