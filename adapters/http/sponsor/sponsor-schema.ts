/**
 * Wire format of /sponsors/footer and /sponsors/header (protocol/commercial/sponsor-wire.ts; spec
 * sponsor fields; extra admin fields stripped). safeParse only.
 */
import * as z from 'zod/mini';
import type { Sponsor, SponsorRow } from '@core';
import type { HeaderSponsorWire, SponsorRowsWire, SponsorWire } from '@protocol/commercial/sponsor-wire';
import { wireSchema } from '../shared/wire-schema';

type AdminFields = 'campaignID' | 'adminName' | 'mediaLibraryID';

/** the admin fields are read loosely (null or absent is fine): the site never uses them */
export type SponsorAsRead = Omit<SponsorWire, AdminFields> & {
  readonly [K in AdminFields]?: string | null | undefined;
};

export const sponsorWireSchema = wireSchema<SponsorAsRead>()(
  z.object({
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
  }),
);

/** a sponsor as the site keeps it: the admin fields are the CMS's */
export const toSponsor = (s: SponsorAsRead): Sponsor => ({
  sponsorID: s.sponsorID,
  title: s.title,
  url: s.url,
  imageKey: s.imageKey,
  published: s.published,
  forcedOrder: s.forcedOrder,
  isChildFriendly: s.isChildFriendly,
});

/** the sponsors of a row are read with the looser sponsor type above */
type SponsorRowsAsRead = {
  readonly rows: readonly (Omit<SponsorRowsWire['rows'][number], 'sponsors'> & {
    readonly sponsors: readonly SponsorAsRead[];
  })[];
};

export const sponsorRowsWireSchema = wireSchema<SponsorRowsAsRead>()(
  z.object({
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
  }),
);

export const headerSponsorWireSchema = wireSchema<HeaderSponsorWire>()(
  z.object({
    headerSponsor: z.nullable(z.object({ image: z.string(), name: z.string(), childFriendly: z.boolean() })),
  }),
);

export const toSponsorRows = (w: SponsorRowsAsRead): SponsorRow[] =>
  w.rows.map((r) => ({
    rowID: r.rowID,
    adminName: r.adminName,
    forcedOrder: r.forcedOrder,
    sponsorSize: r.sponsorSize,
    title: r.title,
    titleSize: r.titleSize,
    sponsors: r.sponsors.map(toSponsor),
  }));
