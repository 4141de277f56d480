/**
 * zod/mini schemas of the videos v2 wire format (protocol/video/video-wire.ts). Lists are
 * read in two steps: the envelope strictly, each item on its own (videoItemWireSchema), so
 * one bad video is dropped instead of the whole page (see http-video-port.ts).
 */
import * as z from 'zod/mini';
import type {
  VideoConfigWire,
  VideoItemWire,
  VideoSearchWire,
  VideoSectionsWire,
  VideoSectionWire,
} from '@protocol/video/video-wire';
import { wireSchema, type ItemsReadOneByOne } from '../shared/wire-schema';

const text = z.string();
const slug = z.string().check(z.minLength(1));

export const videoItemWireSchema = wireSchema<VideoItemWire>()(
  z.object({
    videoID: slug,
    title: text,
    description: text,
    releaseFrom: z.iso.datetime({ offset: true }),
    duration: z.number().check(z.nonnegative()),
    imageKey: text,
    team: z.enum(['Men', 'Women', 'Academy']),
    season: z.int(),
    channel: text,
    entryId: slug,
    access: z.enum(['free', 'login', 'pass']),
    entitlements: z.array(z.string()),
  }),
);

export const videoSearchWireSchema = wireSchema<ItemsReadOneByOne<VideoSearchWire, 'items'>>()(
  z.object({
    total: z.int().check(z.nonnegative()),
    pageIndex: z.int().check(z.nonnegative()),
    pageSize: z.int().check(z.positive()),
    items: z.array(z.unknown()),
  }),
);

export const videoSectionsWireSchema = wireSchema<
  Omit<VideoSectionsWire, 'sections'> & { readonly sections: readonly ItemsReadOneByOne<VideoSectionWire, 'items'>[] }
>()(
  z.object({
    sections: z.array(z.object({ title: text, channel: text, items: z.array(z.unknown()) })),
  }),
);

const faqGroupSchema = z.object({
  title: text,
  questions: z.array(z.object({ heading: text, body: text })),
});

// The live upgrade data is read field by field: a field of the wrong kind is left out (the
// site's own text, colour or rule stands in), so a slip in it never takes /live down. A colour
// that is a string but no colour is left out later (toLiveUpgradeData), by both adapters alike.
const lenientText = z.catch(z.string(), '');
const lenientOptionalText = z.catch(z.optional(z.string()), undefined);
const upgradeFields = {
  brandingColours: z.catch(
    z.optional(
      z.object({
        background: lenientOptionalText,
        foreground: lenientOptionalText,
        buttonBackground: lenientOptionalText,
        buttonForeground: lenientOptionalText,
      }),
    ),
    undefined,
  ),
  buttonLink: lenientText,
  buttonText: lenientText,
  entitlementDisplayOverride: lenientOptionalText,
  lockedTitle: lenientText,
  lockedMessage: lenientText,
  requireLoginEntitlement: lenientOptionalText,
  requireUpgradeEntitlement: lenientOptionalText,
};
const noUpgradeData = { buttonLink: '', buttonText: '', lockedTitle: '', lockedMessage: '' };
const upgradeDataSchema = z.catch(z.object(upgradeFields), noUpgradeData);

export const videoConfigWireSchema = wireSchema<Omit<VideoConfigWire, 'filters'> & { readonly filters?: unknown }>()(
  z.object({
    brandName: text,
    hero: z.object({ title: text, text, imageKey: text }),
    fallbackImageKey: text,
    supportContact: z.object({ label: text, href: text }),
    feeds: z.array(z.object({ feedID: z.int(), name: text, slug: text, enabled: z.boolean() })),
    live: z.object({
      // older settings name no match: then no match centre plays the live streams
      matchID: z._default(z.string(), ''),
      title: text,
      startsAt: z.iso.datetime({ offset: true }),
      videoEntryId: slug,
      audioEntryId: slug,
      matchShowEntryId: slug,
      videoEntitlements: z.array(z.string()),
      audioEntitlements: z.array(z.string()),
    }),
    upgradeData: upgradeDataSchema,
    channels: z.array(z.object({ slug, title: text, description: text })),
    // the filters are the site's own constants (site-config videoSearch); read loosely, not mapped
    filters: z.optional(z.unknown()),
    faqs: z.array(faqGroupSchema),
    hideAdvertsFromVideos: z.boolean(),
  }),
);
