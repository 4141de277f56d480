/**
 * A player profile (/players/:player and /players/:team/:player): the profile, the player's age
 * and loan status today, and - each failing alone, so a match-data outage still shows the
 * profile - the season's statistics and the latest matches the player played in.
 * On /players/:team/:player a team slug that is not the player's team is TEAM.PLAYER_NOT_FOUND,
 * so one player has one address per team page.
 */
import type { MatchError, MatchPort } from '../ports/match.port';
import type { TeamError, TeamPort } from '../ports/team.port';
import type { Clock } from '../ports/clock.port';
import { err, mapResult, ok, type Result } from '../shared/result';
import { loanStatus } from './loan-status';
import { ageOn } from './player-age';
import { playedMatchDetails } from './played-match-details';
import { playerSeasonStats, recentAppearances, type RecentAppearance } from './player-stats';
import { teamBySlug } from './team-route';
import type { LoanStatus, PlayerProfile, PlayerSeasonStats, Team } from './team-types';

export const RECENT_MATCHES = 5;

export interface PlayerPage {
  readonly profile: PlayerProfile;
  /** null if the teams list failed or no longer names the player's team */
  readonly team: Team | null;
  readonly season: string;
  readonly age: number | null;
  readonly loanStatus: LoanStatus | null;
  readonly stats: Result<PlayerSeasonStats, MatchError>;
  readonly recentMatches: Result<readonly RecentAppearance[], MatchError>;
}

export interface LoadPlayerOptions {
  /** the :team of /players/:team/:player */
  readonly teamSlug?: string;
  readonly season?: string;
}

export type LoadPlayer = (
  playerIdOrSlug: string,
  options?: LoadPlayerOptions,
) => Promise<Result<PlayerPage, TeamError>>;

export const makeLoadPlayer =
  ({ teams, matches, clock }: { teams: TeamPort; matches: MatchPort; clock: Clock }): LoadPlayer =>
  async (playerIdOrSlug, options = {}) => {
    const [profile, list] = await Promise.all([teams.player(playerIdOrSlug), teams.teams()]);
    if (!profile.ok) return profile;
    const player = profile.value;
    const allTeams = list.ok ? list.value : [];
    if (options.teamSlug !== undefined) {
      // without the teams list the slug cannot be checked: answer the profile rather than a false 404
      const named = teamBySlug(options.teamSlug, allTeams);
      if (list.ok && named?.id !== player.teamID) return err({ code: 'TEAM.PLAYER_NOT_FOUND', player: playerIdOrSlug });
    }
    const now = clock.now();
    const played = await playedMatchDetails(matches, player.teamID, options.season);
    const details = mapResult(played, (p) => p.details);
    // the season asked for, else the one the match-data service calls current ('' when it could not answer)
    const season = options.season ?? (played.ok ? played.value.season : '');
    return ok({
      profile: player,
      team: allTeams.find((t) => t.id === player.teamID) ?? null,
      season,
      age: ageOn(player.dateOfBirth, now) ?? null,
      loanStatus: player.loan ? loanStatus(player.loan, now) : null,
      stats: mapResult(details, (d) => playerSeasonStats(player.playerID, d)),
      recentMatches: mapResult(details, (d) => recentAppearances(player.playerID, d, RECENT_MATCHES)),
    });
  };
