/** SponsorPort over the sponsors service. Rows come back unfiltered: child-friendly and order rules are the core's. */
import type { SponsorPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { headerSponsorWireSchema, sponsorRowsWireSchema, toSponsorRows } from './sponsor-schema';

export function createSponsorHttp({ client }: { client: JsonClient }): SponsorPort {
  return {
    async footerRows() {
      return parseAndMap(await client.getJson('/footer'), sponsorRowsWireSchema, client, toSponsorRows);
    },
    async headerSponsor() {
      return parseAndMap(await client.getJson('/header'), headerSponsorWireSchema, client, (w) => w.headerSponsor);
    },
  };
}
