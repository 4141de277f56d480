/**
 * TeamPort in memory over the shared teams seed (protocol/teams/teams-seed.ts), mapped by the
 * HTTP adapter's own wire mapper, so memory mode, stories and tests see exactly the teams,
 * squads, players and loans the stand-in serves, and fail the same way for what is missing.
 */
import {
  err,
  ok,
  type Loan,
  type Result,
  type PlayerProfile,
  type Squad,
  type Team,
  type TeamError,
  type TeamPort,
} from '@core';
import { clubTeamsWire, createTeamsData } from '@protocol/teams/teams-seed';
import { toLoan, toPlayer, toPlayerProfile, toStaffMember, toTeam } from '../../http/team/team-wire-map';
import { memorySeedNowMs } from '../seed/memory-seed-start';
import { memoryBehaviour, type MemoryControls, type MemoryOptions } from '../shared/memory-behaviour';

/** what the adapter answers from; the default is the shared seed */
export interface TeamMemorySeed {
  readonly teams: readonly Team[];
  /** the current season's without one */
  squad(teamId: string, season?: string): Squad | undefined;
  player(playerIdOrSlug: string): PlayerProfile | undefined;
  loans(teamId?: string): readonly Loan[];
}

const shared = createTeamsData(memorySeedNowMs);

export const sharedTeamSeed: TeamMemorySeed = {
  teams: clubTeamsWire.map(toTeam),
  squad(teamId, season = shared.currentSeason(memorySeedNowMs)) {
    const w = shared.squadWire(teamId, season);
    return (
      w && { teamID: w.teamID, season: w.season, players: w.players.map(toPlayer), staff: w.staff.map(toStaffMember) }
    );
  },
  player(playerIdOrSlug) {
    const w = shared.playerProfileWire(playerIdOrSlug);
    return w && toPlayerProfile(w);
  },
  loans: (teamId) => shared.loansWire(teamId).loans.map(toLoan),
};

export function createTeamMemory(
  seed: TeamMemorySeed = sharedTeamSeed,
  options: MemoryOptions = {},
): TeamPort & MemoryControls {
  const behaviour = memoryBehaviour('organisations', options);
  // the shared behaviour gives the latency and the injected failure; the answer may be a team error too
  const respond = async <T>(answer: () => Result<T, TeamError>): Promise<Result<T, TeamError>> => {
    const gate = await behaviour.respond(() => ok(undefined));
    return gate.ok ? answer() : gate;
  };
  return {
    failWith: behaviour.failWith,
    teams: () => respond(() => ok(seed.teams)),
    squad: (teamId, season) =>
      respond(() => {
        const squad = seed.squad(teamId, season);
        return squad ? ok(squad) : err<TeamError>({ code: 'TEAM.NOT_FOUND', teamId });
      }),
    player: (playerIdOrSlug) =>
      respond(() => {
        const player = seed.player(playerIdOrSlug);
        return player ? ok(player) : err<TeamError>({ code: 'TEAM.PLAYER_NOT_FOUND', player: playerIdOrSlug });
      }),
    loans: (teamId) =>
      respond(() =>
        teamId === undefined || seed.teams.some((t) => t.id === teamId)
          ? ok(seed.loans(teamId))
          : err<TeamError>({ code: 'TEAM.NOT_FOUND', teamId }),
      ),
  };
}
