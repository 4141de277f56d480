/** Wire format of /sponsors/footer and /sponsors/header (spec sponsor fields; extra admin fields stripped). */
import * as z from 'zod/mini';
import type { Sponsor, SponsorRow } from '@core';

export const sponsorWireSchema = z.object({
  sponsorID: z.string(),
  title: z.string(),
  url: z.string(),
  imageKey: z.string(),
  published: z.boolean(),
  forcedOrder: z.number(),
  isChildFriendly: z.boolean(),
  campaignID: z.nullish(z.string()),
  adminName: z.nullish(z.string()),
  mediaLibraryID: z.nullish(z.string()),
});

/** a sponsor as the site keeps it: the admin fields are the CMS's */
export const toSponsor = (s: z.infer<typeof sponsorWireSchema>): Sponsor => ({
  sponsorID: s.sponsorID,
  title: s.title,
  url: s.url,
  imageKey: s.imageKey,
  published: s.published,
  forcedOrder: s.forcedOrder,
  isChildFriendly: s.isChildFriendly,
});

export const sponsorRowsWireSchema = z.object({
  rows: z.array(
    z.object({
      rowID: z.string(),
      adminName: z.string(),
      forcedOrder: z.number(),
      sponsorSize: z.enum(['large', 'small']),
      title: z.string(),
      titleSize: z.string(),
      sponsors: z.array(sponsorWireSchema),
    }),
  ),
});

export const headerSponsorWireSchema = z.object({
  headerSponsor: z.nullable(z.object({ image: z.string(), name: z.string(), childFriendly: z.boolean() })),
});

export const toSponsorRows = (w: z.infer<typeof sponsorRowsWireSchema>): SponsorRow[] =>
  w.rows.map((r) => ({
    rowID: r.rowID,
    adminName: r.adminName,
    forcedOrder: r.forcedOrder,
    sponsorSize: r.sponsorSize,
    title: r.title,
    titleSize: r.titleSize,
    sponsors: r.sponsors.map(toSponsor),
  }));
