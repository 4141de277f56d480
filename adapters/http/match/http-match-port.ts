/**
 * MatchPort over the match-data service (protocol/match-data/match-wire.ts) through the shared
 * JSON client: transport failures are its coded errors, a body that breaks its schema is
 * SERVICE.INVALID_RESPONSE (logged once through the client). A match's line-ups are read on their
 * own: broken line-ups leave the match standing with lineupsError.
 */
import type { MatchPort } from '@core';
import { matchWirePaths } from '@protocol/match-data/match-wire';
import type { JsonClient } from '../shared/json-client';
import { parseAndMap, parseWith } from '../shared/parse-with';
import { fixturesWireSchema, lineupsWireSchema, matchDetailShellSchema, standingsWireSchema } from './match-schema';
import { toFixtureList, toMatchDetail, toTeamStandings } from './match-wire-map';

export function createHttpMatchPort({ client }: { client: JsonClient }): MatchPort {
  return {
    async fixtures(teamID, season) {
      const result = await client.getJson(matchWirePaths.fixtures, { team: teamID, ...(season ? { season } : {}) });
      return parseAndMap(result, fixturesWireSchema, client, (w) => toFixtureList(w));
    },
    async standings(teamID, season) {
      const result = await client.getJson(matchWirePaths.standings, { team: teamID, ...(season ? { season } : {}) });
      return parseAndMap(result, standingsWireSchema, client, (w) => toTeamStandings(w));
    },
    async match(matchID) {
      return parseAndMap(await client.getJson(matchWirePaths.match(matchID)), matchDetailShellSchema, client, (w) => {
        // the line-ups on their own: when they break their schema the match still stands, and its line-ups say so
        const lineups = parseWith(lineupsWireSchema, w.lineups, client.service, client.reportInvalid);
        const detail = toMatchDetail({ ...w, lineups: lineups.ok ? lineups.value : [] });
        return lineups.ok ? detail : { ...detail, lineupsError: lineups.error };
      });
    },
  };
}
