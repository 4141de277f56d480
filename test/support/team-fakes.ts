/**
 * Small scripted ports for the team use-case tests: a TeamPort over given teams and squads, a
 * MatchPort over given match details, each counting its calls and able to fail on demand.
 */
import {
  err,
  notFound,
  ok,
  unavailable,
  type Match,
  type MatchDetail,
  type MatchPort,
  type Player,
  type PlayerProfile,
  type Squad,
  type Team,
  type TeamPort,
} from '@core';

export function fakeTeamPort(
  teams: readonly Team[],
  squads: readonly Squad[],
  options: { failTeams?: boolean; failLoans?: boolean } = {},
): TeamPort & { calls: string[] } {
  const calls: string[] = [];
  const players: Player[] = squads.flatMap((s) => [...s.players]);
  const profile = (p: Player): PlayerProfile => ({ ...p, biography: `${p.firstName} biography` });
  return {
    calls,
    teams: async () => {
      calls.push('teams');
      return options.failTeams ? err(unavailable('organisations')) : ok(teams);
    },
    squad: async (teamId, season = '2025-26') => {
      calls.push(`squad ${teamId} ${season}`);
      const squad = squads.find((s) => s.teamID === teamId);
      return squad ? ok({ ...squad, season }) : err({ code: 'TEAM.NOT_FOUND', teamId });
    },
    player: async (name) => {
      calls.push(`player ${name}`);
      const p = players.find((x) => x.playerID === name || x.slug === name);
      return p ? ok(profile(p)) : err({ code: 'TEAM.PLAYER_NOT_FOUND', player: name });
    },
    loans: async (teamId) => {
      calls.push(`loans ${teamId ?? ''}`);
      if (options.failLoans) return err(unavailable('loaned'));
      return ok(
        players.filter((p) => p.loan && (!teamId || p.teamID === teamId)).map((p) => ({ ...p.loan!, player: p })),
      );
    },
  };
}

export function fakeMatchPort(
  details: readonly MatchDetail[],
  options: { failMatch?: string } = {},
): MatchPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fixtures: async (teamID, season) => {
      calls.push(`fixtures ${teamID} ${season}`);
      return ok({
        matches: details.map((d) => d.match).filter((m: Match) => m.teamID === teamID && m.season === season),
        preseason: false,
      });
    },
    standings: async (teamID, season) => {
      calls.push(`standings ${teamID} ${season}`);
      return err(notFound('match-data'));
    },
    match: async (matchID) => {
      calls.push(`match ${matchID}`);
      if (matchID === options.failMatch) return err(unavailable('match-data'));
      const d = details.find((x) => x.match.matchID === matchID);
      return d ? ok(d) : err(notFound('match-data'));
    },
  };
}

/** a plain player for examples; override what the test is about */
export const aPlayer = (o: Partial<Player> & Pick<Player, 'playerID'>): Player => ({
  teamID: 't1',
  slug: o.playerID,
  firstName: 'Sam',
  lastName: o.playerID,
  shirtNumber: 1,
  position: 'Defender',
  nationality: 'England',
  dateOfBirth: '2000-01-01',
  heightCm: 180,
  imageKey: `player/${o.playerID}`,
  loan: null,
  ...o,
});
