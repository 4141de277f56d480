/**
 * The web API's page answers (GET /pages/tree, /pages/by-path, /menus; spec field names): the
 * stand-in answers with these types (pages-answers.ts, menus-seed.ts) and the HTTP adapter's
 * schemas are tied to them at compile time (adapters/http/pages/pages-schema.ts).
 */
export type PageTemplateWire = 'Hub' | 'Landing' | 'Default';

/** the CMS's redirect for an address: absent on most pages */
export type PageRedirectWire =
  { readonly location: string; readonly status?: number | null | undefined } | null | undefined;

/** a node of GET /pages/tree: the page's own fields, its published children nested */
export interface PageNodeWire {
  readonly postID: string;
  readonly postTitle: string;
  readonly postStatus: string;
  readonly pageTemplate: PageTemplateWire;
  readonly savedTimestamp: string;
  readonly pageOrder: number;
  readonly pageSlug: string;
  readonly fullPath: string;
  readonly publishedDate: string;
  readonly publishedTime: string;
  readonly nestedLevel: number;
  readonly childIds: readonly string[];
  readonly children: readonly PageNodeWire[];
  // as on a page by path: a sitemap can tell a redirect or a page that cannot render
  readonly redirect?: PageRedirectWire;
  /** route middleware the page names */
  readonly middleware?: readonly string[] | null | undefined;
}

/** GET /pages/tree: the published pages, roots in page order */
export interface PageTreeWire {
  readonly pages: readonly PageNodeWire[];
}

export interface ButtonWire {
  readonly type?: string | null | undefined;
  readonly link: string;
  readonly text: string;
  readonly newTab?: boolean | null | undefined;
  readonly inline?: boolean | null | undefined;
  readonly small?: boolean | null | undefined;
  readonly icon?: string | null | undefined;
  readonly iconAlignment?: string | null | undefined;
  readonly image?: string | null | undefined;
}

export type BlockWire =
  | { readonly type: 'richText'; readonly html: string }
  | {
      readonly type: 'image';
      readonly imageKey: string;
      readonly alt: string;
      readonly caption?: string | null | undefined;
    }
  | { readonly type: 'buttons'; readonly buttons: readonly ButtonWire[] }
  | {
      readonly type: 'cards';
      readonly title: string;
      readonly cards: readonly {
        readonly title: string;
        readonly link: string;
        readonly summary: string;
        readonly imageKey?: string | null | undefined;
      }[];
    }
  | { readonly type: 'quote'; readonly text: string; readonly cite: string };

/** GET /pages/by-path?path=: a published page, its content, its published children as tiles, its breadcrumbs */
export interface PageByPathWire {
  readonly page: Pick<
    PageNodeWire,
    | 'postID'
    | 'postTitle'
    | 'postStatus'
    | 'pageTemplate'
    | 'fullPath'
    | 'publishedDate'
    | 'publishedTime'
    | 'redirect'
    | 'middleware'
  >;
  readonly content: {
    readonly summary: string;
    readonly heroImage?: { readonly key: string; readonly alt: string } | null | undefined;
    readonly blocks: readonly BlockWire[];
  };
  readonly children: readonly {
    readonly postID: string;
    readonly postTitle: string;
    readonly fullPath: string;
    readonly summary: string;
    readonly imageKey?: string | null | undefined;
  }[];
  readonly breadcrumbs: readonly { readonly postTitle: string; readonly fullPath: string }[];
}

export interface MenuItemWire {
  readonly label: string;
  readonly link: string;
  readonly newTab?: boolean | null | undefined;
  readonly imageKey?: string | null | undefined;
  readonly children?: readonly MenuItemWire[] | null | undefined;
}

/** GET /menus: every menu by slug */
export interface MenusWire {
  readonly menus: readonly {
    readonly slug: string;
    readonly title?: string;
    readonly items: readonly MenuItemWire[];
  }[];
}
