/**
 * The news search's answer (GET /search; stand-in/services/news-search.ts): hits.found and
 * hits.hit[] whose fields are one-element arrays. The stand-in answers with this type and the
 * HTTP adapter's schema reads it (adapters/http/search/search-schema.ts), tied at compile time.
 */
export interface NewsSearchHitWire {
  readonly id: string;
  readonly score: number;
  readonly fields: {
    readonly slug: readonly string[];
    readonly title: readonly string[];
    /** ISO 8601 */
    readonly published_date: readonly string[];
    /** left out for an article without categories */
    readonly categories?: readonly string[] | undefined;
  };
  /** absent or null for an article without a picture */
  readonly imageData?: { readonly key: string } | null | undefined;
}

export interface NewsSearchWire {
  readonly status: { readonly rid: string; readonly 'time-ms': number };
  readonly hits: { readonly found: number; readonly start: number; readonly hit: readonly NewsSearchHitWire[] };
}

/**
 * What the site reads of it: the count, and each hit's fields and picture (an article without
 * categories reads as none).
 */
export interface NewsSearchRead {
  readonly hits: {
    readonly found: number;
    readonly hit: readonly (Pick<NewsSearchHitWire, 'imageData'> & {
      readonly fields: Required<NewsSearchHitWire['fields']> & { readonly categories: readonly string[] };
    })[];
  };
}
