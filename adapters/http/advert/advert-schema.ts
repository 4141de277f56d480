/** Wire format of GET /adverts?area=footer on the experiments service (advert v2 fields). */
import * as z from 'zod/mini';

export const advertWireSchema = z.object({
  id: z.string(), advertName: z.string(), advertRef: z.string(), campaignRef: z.string(), url: z.string(), enabled: z.boolean(),
  channel: z.nullish(z.string()), childFriendly: z.boolean(),
  timings: z.object({ startUTC: z.string(), endUTC: z.string() }),
  images: z.array(z.object({ type: z.string(), imageKey: z.string() })),
});

export const footerAdvertsWireSchema = z.object({ adverts: z.array(advertWireSchema) });
