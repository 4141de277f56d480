/** AdvertPort over the experiments service: every footer advert (v1 or v2 shape); eligibility is a core rule. */
import type { AdvertPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { footerAdvertsWireSchema } from './advert-schema';
import { advertFromWire } from './advert-wire-map';

export function createAdvertHttp({ client }: { client: JsonClient }): AdvertPort {
  return {
    async footerAdverts() {
      return parseAndMap(await client.getJson('/adverts', { area: 'footer' }), footerAdvertsWireSchema, client, (w) =>
        (Array.isArray(w) ? w : w.adverts).map(advertFromWire),
      );
    },
  };
}
