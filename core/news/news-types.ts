/** News as the site shows it. Dates are ISO strings (UTC), images are image-library keys. */
export interface NewsCategory {
  readonly slug: string;
  readonly title: string;
}

export interface NewsSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** ISO 8601 UTC */
  readonly publishedAt: string;
  readonly category: NewsCategory;
  readonly imageKey: string;
  readonly imageAlt: string;
}

export interface NewsArticle extends NewsSummary {
  /** HTML from the content service: always sanitised before rendering */
  readonly bodyHtml: string;
  readonly author: string;
  readonly tags: readonly string[];
}

export interface NewsQuery {
  /** 1-based page number */
  readonly page: number;
  readonly pageSize: number;
  readonly category?: string;
  /** optional archive filter: /news/2025, /news/2025/08 ... */
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

export interface NewsPage {
  readonly items: readonly NewsSummary[];
  readonly page: number;
  readonly pageSize: number;
  /** total matching articles across all pages */
  readonly total: number;
}
