/** WebSettingsPort over the web API's /web-settings. zod strips the fields the site does not use. */
import { headerTypes, type HeaderType, type WebSettings, type WebSettingsPort } from '@core';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap } from '../shared/parse-with';
import { webSettingsWireSchema, type WebSettingsAsRead } from './web-settings-schema';
import { toSponsor } from '../sponsor/sponsor-schema';
import { readCompetitionCrests } from './competition-crests-read';

export function createWebSettingsHttp({ client }: { client: JsonClient }): WebSettingsPort {
  return {
    async get() {
      return parseAndMap(await client.getJson('/web-settings'), webSettingsWireSchema, client, (w) =>
        toWebSettings(w, client.reportInvalid),
      );
    },
  };
}

/** an unknown header type must not cost the fan the whole settings: the club's 'sticky' it is */
function headerTypeOf(wire: string): HeaderType {
  return (headerTypes as readonly string[]).includes(wire) ? (wire as HeaderType) : 'sticky';
}

/** `report` hears of a part read with its default (the seed in memory mode has none to report) */
export const toWebSettings = (
  { competitionCrestConfig, ...w }: WebSettingsAsRead,
  report: (reason: string) => void = () => {},
): WebSettings => ({
  ...w,
  headerType: headerTypeOf(w.headerType),
  sponsorSections: w.sponsorSections.map((s) => ({ ...s, sponsors: s.sponsors.map(toSponsor) })),
  competitionCrests: readCompetitionCrests(competitionCrestConfig, report),
});
