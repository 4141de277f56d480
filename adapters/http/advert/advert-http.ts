/** AdvertPort over the experiments service: every footer advert; eligibility is a core rule. */
import type { AdvertPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { footerAdvertsWireSchema } from './advert-schema';

export function createAdvertHttp({ client }: { client: JsonClient }): AdvertPort {
  return {
    async footerAdverts() {
      return parseAndMap(await client.getJson('/adverts', { area: 'footer' }), footerAdvertsWireSchema, client,
        (w) => w.adverts.map((a) => ({ ...a, channel: a.channel ?? '' })));
    },
  };
}
