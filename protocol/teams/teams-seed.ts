/**
 * The teams services' answers built from the match-data seed's squads and clubs (one source:
 * a player on a squad page is the player in a line-up), plus the team configuration of
 * TEAMS-1. The site's in-memory adapter maps these same answers, so the stand-in and memory
 * mode agree; test/contracts/team-port.contract.ts holds both to it.
 */
import {
  CLUB_CREST_IMAGE_KEY,
  competitionSeeds,
  opponentSeeds,
  teamSeeds,
  type TeamSeed,
} from '../match-data/clubs-seed';
import { seasonOf, seasonStartYear } from '../match-data/season-calendar';
import { seededSeasonsAt } from '../match-data/season-seed';
import { dateOfBirthOn, squadSeeds, type SquadPlayerSeed } from '../match-data/squads-seed';
import type { ClubTeamWire, LoansWire, OrganisationWire, PlayerProfileWire, PlayerWire, SquadWire } from './team-wire';

/**
 * Team configuration (TEAMS-1): the first team has the empty route slug; U21 and U18 are
 * child friendly, shown as mini cards without the overview. The site's core/config holds the
 * same values (a contract test compares them): the service is where a real site would read them.
 */
function configOf(
  t: TeamSeed,
): Omit<ClubTeamWire, 'id' | 'name' | 'displayName' | 'overview' | 'crestImageKey' | 'homeVenue'> {
  const childFriendly = t.teamID === 't3' || t.teamID === 't4';
  return {
    slug: t.teamID === 't1' ? '' : t.slug,
    showOnMatches: true,
    showOnTeams: true,
    externalTeamPage: '',
    externalMatchPage: '',
    isSingleGroup: false,
    displayPositionOnCard: true,
    isMiniCard: childFriendly,
    showTeamOverview: !childFriendly,
    childFriendly,
  };
}

export const clubTeamsWire: readonly ClubTeamWire[] = teamSeeds.map((t) => ({
  id: t.teamID,
  name: t.name,
  displayName: t.displayName,
  overview: t.overview,
  crestImageKey: t.crestImageKey,
  homeVenue: t.homeVenue,
  ...configOf(t),
}));

/**
 * The teams services' answers for a service started at `startedAtMs`: the seasons it holds are the
 * match-data service's (last season and the current one); ages are on the day it started; every
 * seeded loan was agreed for the current season, from the registration window (1 July) to the
 * season's end (30 June).
 */
export interface TeamsData {
  /** the season a squad is answered for without ?season=, at `nowMs` (the newest held when its own is not) */
  currentSeason(nowMs: number): string;
  /** undefined for an unknown team or a season that is not held */
  squadWire(teamID: string, season: string): SquadWire | undefined;
  /** by id or by slug (ids and slugs cannot collide: ids are 't1-p07', slugs are names) */
  playerProfileWire(idOrSlug: string): PlayerProfileWire | undefined;
  /** the club's players out on loan, every team's or one team's */
  loansWire(teamID?: string): LoansWire;
}

export function createTeamsData(startedAtMs: number): TeamsData {
  const held = seededSeasonsAt(startedAtMs);
  const current = held[1];
  const year = seasonStartYear(current);
  const loanTerms = { from: `${year}-07-01`, until: `${year + 1}-06-30` };
  const toPlayerWire = (p: SquadPlayerSeed): PlayerWire => ({
    playerID: p.playerID,
    teamID: p.teamID,
    slug: p.slug,
    firstName: p.firstName,
    lastName: p.lastName,
    shirtNumber: p.shirtNumber,
    position: p.position,
    nationality: p.nationality,
    dateOfBirth: dateOfBirthOn(p, startedAtMs),
    heightCm: p.heightCm,
    imageKey: p.imageKey,
    loan: p.loanedTo ? { loanedTo: p.loanedTo, ...loanTerms } : null,
  });
  const profiles: readonly PlayerProfileWire[] = squadSeeds.flatMap((s) =>
    s.players.map((p) => ({ ...toPlayerWire(p), biography: p.biography })),
  );
  return {
    currentSeason: (nowMs) => (held.includes(seasonOf(nowMs)) ? seasonOf(nowMs) : current),
    squadWire(teamID, season) {
      const squad = squadSeeds.find((s) => s.teamID === teamID);
      if (!squad || !held.includes(season)) return undefined;
      return {
        teamID,
        season,
        players: squad.players.map(toPlayerWire),
        staff: squad.staff.map(({ staffID, name, role, imageKey }) => ({ staffID, teamID, name, role, imageKey })),
      };
    },
    playerProfileWire: (idOrSlug) => profiles.find((p) => p.playerID === idOrSlug || p.slug === idOrSlug),
    loansWire: (teamID) => ({
      season: current,
      loans: profiles.flatMap(({ playerID, teamID: team, slug, firstName, lastName, position, imageKey, loan }) =>
        loan && (teamID === undefined || team === teamID)
          ? [{ player: { playerID, teamID: team, slug, firstName, lastName, position, imageKey }, ...loan }]
          : [],
      ),
    }),
  };
}

export const organisationsWire: readonly OrganisationWire[] = [
  {
    id: 'uzfc',
    name: 'Upper Zenith Football Club',
    shortName: 'UZFC',
    type: 'club',
    crestImageKey: CLUB_CREST_IMAGE_KEY,
  },
  ...competitionSeeds.map((c): OrganisationWire => ({
    id: c.competitionID,
    name: c.name,
    shortName: c.shortName,
    type: 'competition',
    crestImageKey: c.crestImageKey,
  })),
  ...opponentSeeds.map((o): OrganisationWire => ({
    id: o.opponentID,
    name: o.name,
    shortName: o.shortName,
    type: 'opponent',
    crestImageKey: o.crestImageKey,
  })),
];
