/** Wire format of GET /promo-overlays?channel=Web: a bare list of promos (PROMO-2). */
import * as z from 'zod/mini';

export const promoWireSchema = z.object({
  promoID: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  type: z.enum(['Default', 'Mini']),
  url: z.string(),
  webNewWindow: z.boolean(),
  imageKey: z.string(),
  imageAltText: z.string(),
});

export const promoListWireSchema = z.array(promoWireSchema);
