/** PromoPort over the promo-overlays service (channel=Web). */
import type { PromoPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { promoListWireSchema } from './promo-schema';

export function createPromoHttp({ client }: { client: JsonClient }): PromoPort {
  return {
    async overlays() {
      return parseAndMap(await client.getJson('/', { channel: 'Web' }), promoListWireSchema, client, (w) => w);
    },
  };
}
