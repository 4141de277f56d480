/**
 * The sponsors service's answers (GET /sponsors/footer and /sponsors/header): the stand-in answers
 * with these types (commercial-seed.ts) and the HTTP adapter's schemas are tied to them at compile
 * time (adapters/http/sponsor/sponsor-schema.ts), so the two cannot drift.
 */
export interface SponsorWire {
  readonly sponsorID: string;
  readonly title: string;
  readonly url: string;
  readonly imageKey: string;
  readonly published: boolean;
  readonly forcedOrder: number;
  readonly isChildFriendly: boolean;
  /** the CMS's admin fields: sent, but the site does not use them */
  readonly campaignID: string;
  readonly adminName: string;
  readonly mediaLibraryID: string;
}

export interface SponsorRowWire {
  readonly rowID: string;
  readonly adminName: string;
  readonly forcedOrder: number;
  readonly sponsorSize: 'large' | 'small';
  readonly title: string;
  /** a heading level, e.g. h3 */
  readonly titleSize: string;
  readonly sponsors: readonly SponsorWire[];
}

/** GET /sponsors/footer: every row, unfiltered (the site applies the child-friendly rule) */
export interface SponsorRowsWire {
  readonly rows: readonly SponsorRowWire[];
}

/** GET /sponsors/header: null when no header sponsor is set */
export interface HeaderSponsorWire {
  readonly headerSponsor: { readonly image: string; readonly name: string; readonly childFriendly: boolean } | null;
}
