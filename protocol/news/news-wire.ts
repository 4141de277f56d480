/**
 * The web API's news answers (GET /news, /news/{slug}, /news/categories; stand-in/README.md): the
 * stand-in answers with these types and the HTTP adapter's schemas are tied to them at compile
 * time (adapters/http/news/news-schema.ts), so the two cannot drift.
 */
export interface NewsCategoryWire {
  readonly slug: string;
  readonly title: string;
}

export interface NewsSummaryWire {
  readonly postID: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** ISO 8601 */
  readonly publishedDateTime: string;
  readonly category: NewsCategoryWire;
  readonly imageData: { readonly key: string; readonly alt: string };
  readonly author?: string | undefined;
  readonly tags?: readonly string[] | undefined;
}

/** GET /news: one page of summaries, newest first */
export interface NewsListWire {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly items: readonly NewsSummaryWire[];
}

/** GET /news/{slug}: the summary's fields, always with author and tags, and the body (service HTML) */
export interface NewsArticleWire extends NewsSummaryWire {
  readonly author: string;
  readonly tags: readonly string[];
  readonly body: string;
}

/** GET /news/categories */
export interface NewsCategoriesWire {
  readonly categories: readonly NewsCategoryWire[];
}
