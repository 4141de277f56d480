/**
 * TeamPort over the organisations service (teams, squads, players) and the loaned players and
 * teams service (protocol/teams/team-wire.ts), each through its own JSON client. Transport
 * failures are the client's coded errors; a 404 for a squad is TEAM.NOT_FOUND and for a player
 * TEAM.PLAYER_NOT_FOUND, so the page says what is missing; a body that breaks its schema is
 * SERVICE.INVALID_RESPONSE. In a list one malformed entry is dropped and logged once.
 */
import { err, site, type Result, type ServiceError, type TeamError, type TeamPort } from '@core';
import { loanedWirePaths, organisationsWirePaths } from '@protocol/teams/team-wire';
import type { JsonClient } from '../shared/json-client';
import { keepParsed, parseAndMap } from '../shared/parse-with';
import {
  clubTeamWireSchema,
  loansWireSchema,
  loanWireSchema,
  playerProfileWireSchema,
  playerWireSchema,
  squadWireSchema,
  staffWireSchema,
  teamsWireSchema,
} from './team-schema';
import { toLoan, toPlayer, toPlayerProfile, toStaffMember, toTeam } from './team-wire-map';

export interface TeamHttpDeps {
  /** base: config.services.organisations */
  readonly organisations: JsonClient;
  /** base: config.services.loaned (the v2 handler) */
  readonly loaned: JsonClient;
}

/** a service's 404 becomes the team error that names what is missing */
const whenNotFound = <T>(result: Result<T, ServiceError>, missing: TeamError): Result<T, TeamError> =>
  !result.ok && result.error.code === 'SERVICE.NOT_FOUND' ? err(missing) : result;

/**
 * '' and the dot segments '.' and '..' name nothing, and a URL would resolve the dots away to
 * another resource: they are not found without asking (the image URLs guard keys the same way).
 */
const namesNothing = (name: string): boolean => /^\.{0,2}$/.test(name.trim());

export function createTeamHttp({ organisations, loaned }: TeamHttpDeps): TeamPort {
  return {
    async teams() {
      return parseAndMap(
        await organisations.getJson(organisationsWirePaths.teams),
        teamsWireSchema,
        organisations,
        (w) => keepParsed(w.teams, clubTeamWireSchema, (t) => toTeam(t), organisations, 'teams'),
      );
    },
    async squad(teamId, season = site.season.slug) {
      if (namesNothing(teamId)) return err({ code: 'TEAM.NOT_FOUND', teamId });
      const result = await organisations.getJson(organisationsWirePaths.squad(teamId), { season });
      const squad = parseAndMap(result, squadWireSchema, organisations, (w) => ({
        teamID: w.teamID,
        season: w.season,
        players: keepParsed(w.players, playerWireSchema, (p) => toPlayer(p), organisations, 'squad'),
        staff: keepParsed(w.staff, staffWireSchema, (s) => toStaffMember(s), organisations, 'squad staff'),
      }));
      return whenNotFound(squad, { code: 'TEAM.NOT_FOUND', teamId });
    },
    async player(playerIdOrSlug) {
      if (namesNothing(playerIdOrSlug)) return err({ code: 'TEAM.PLAYER_NOT_FOUND', player: playerIdOrSlug });
      const result = await organisations.getJson(organisationsWirePaths.player(playerIdOrSlug));
      const profile = parseAndMap(result, playerProfileWireSchema, organisations, (w) => toPlayerProfile(w));
      return whenNotFound(profile, { code: 'TEAM.PLAYER_NOT_FOUND', player: playerIdOrSlug });
    },
    async loans(teamId) {
      const loans = parseAndMap(
        await loaned.getJson(loanedWirePaths.loans, { team: teamId }),
        loansWireSchema,
        loaned,
        (w) => keepParsed(w.loans, loanWireSchema, (l) => toLoan(l), loaned, 'loans'),
      );
      return whenNotFound(loans, { code: 'TEAM.NOT_FOUND', teamId: teamId ?? '' });
    },
  };
}
