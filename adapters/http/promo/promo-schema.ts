/** Wire format of GET /promo-overlays?channel=Web (protocol/commercial/promo-wire.ts); safeParse only. */
import * as z from 'zod/mini';
import type { PromoListWire, PromoWire } from '@protocol/commercial/promo-wire';
import { wireSchema } from '../shared/wire-schema';

export const promoWireSchema = wireSchema<PromoWire>()(
  z.object({
    promoID: z.string(),
    startDateTime: z.string(),
    endDateTime: z.string(),
    type: z.enum(['Default', 'Mini']),
    url: z.string(),
    webNewWindow: z.boolean(),
    imageKey: z.string(),
    imageAltText: z.string(),
  }),
);

export const promoListWireSchema = wireSchema<PromoListWire>()(z.array(promoWireSchema));
