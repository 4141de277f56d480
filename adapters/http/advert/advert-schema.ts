/**
 * Wire formats of GET /adverts?area=footer on the experiments service, both generations
 * (COMMERCIAL-1): v2 adverts by slot, and v1 footer adverts (advertID, advertName,
 * targetUrl, childFriendly, imageData.Location). An answer may hold either, in an
 * `adverts` envelope or as a bare list; advert-wire-map.ts makes both the one core Advert.
 */
import * as z from 'zod/mini';
import type { AdvertV1Wire, AdvertWire } from '@protocol/commercial/advert-wire';
import { wireSchema } from '../shared/wire-schema';

export type { AdvertV1Wire, AdvertWire };

export const advertWireSchema = wireSchema<AdvertWire>()(
  z.object({
    id: z.string(),
    advertName: z.string(),
    advertRef: z.string(),
    campaignRef: z.string(),
    url: z.string(),
    enabled: z.boolean(),
    channel: z.nullish(z.string()),
    childFriendly: z.boolean(),
    timings: z.object({ startUTC: z.string(), endUTC: z.string() }),
    images: z.array(z.object({ type: z.string(), imageKey: z.string() })),
  }),
);

export const advertV1WireSchema = wireSchema<AdvertV1Wire>()(
  z.object({
    // older feeds number their adverts
    advertID: z.union([z.string().check(z.minLength(1)), z.number()]),
    advertName: z.string(),
    targetUrl: z.string(),
    childFriendly: z.boolean(),
    imageData: z.nullish(z.object({ Location: z.nullish(z.string()) })),
  }),
);

// v2 first: a v2 advert never has advertID, so the two cannot be confused
const eitherAdvert = z.union([advertWireSchema, advertV1WireSchema]);

/**
 * read more loosely than the wire: the area is not read, a bare list (older feeds) is accepted,
 * and the two generations may mix
 */
type FooterAdvertsAsRead =
  { readonly adverts: readonly (AdvertWire | AdvertV1Wire)[] } | readonly (AdvertWire | AdvertV1Wire)[];

export const footerAdvertsWireSchema = wireSchema<FooterAdvertsAsRead>()(
  z.union([z.object({ adverts: z.array(eitherAdvert) }), z.array(eitherAdvert)]),
);
