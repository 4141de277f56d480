import type { Advert, SponsorRow } from '@core';

/**
 * The shape of the footer's commercial area, without its content: how many adverts, and each
 * sponsor row's logo size, title and logo count. The server hands it to the page so the footer
 * reserves that room in its HTML; the sponsors and adverts themselves still load in the browser,
 * where the child-friendly mode and the device's advert setting are known (no sponsor is ever
 * in the server's HTML, so none can show on a page it is not allowed on).
 */
export interface FooterLayout {
  readonly adverts: number;
  readonly rows: readonly {
    readonly size: SponsorRow['sponsorSize'];
    readonly titled: boolean;
    readonly logos: number;
  }[];
}

/** one sponsor row's shape: logo size, whether it has a title, how many logos */
export const rowLayoutOf = (r: SponsorRow): FooterLayout['rows'][number] => ({
  size: r.sponsorSize,
  titled: r.title !== '',
  logos: r.sponsors.length,
});

export const footerLayoutOf = (
  rows: readonly SponsorRow[] | null,
  adverts: readonly Advert[] | null,
): FooterLayout => ({
  adverts: adverts?.length ?? 0,
  rows: (rows ?? []).filter((r) => r.sponsors.length > 0).map(rowLayoutOf),
});
