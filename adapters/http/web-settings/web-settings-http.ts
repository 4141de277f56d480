/** WebSettingsPort over the web API's /web-settings. zod strips the fields the site does not use. */
import type { WebSettingsPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { webSettingsWireSchema } from './web-settings-schema';
import { toSponsor } from '../sponsor/sponsor-schema';

export function createWebSettingsHttp({ client }: { client: JsonClient }): WebSettingsPort {
  return {
    async get() {
      return parseAndMap(await client.getJson('/web-settings'), webSettingsWireSchema, client, (w) => ({ ...w, sponsorSections: w.sponsorSections.map((s) => ({ ...s, sponsors: s.sponsors.map(toSponsor) })) }));
    },
  };
}
