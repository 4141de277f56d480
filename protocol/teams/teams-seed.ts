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
import { SEEDED_SEASONS } from '../match-data/season-seed';
import { squadSeeds, type SquadPlayerSeed } from '../match-data/squads-seed';
import type { ClubTeamWire, LoanWire, OrganisationWire, PlayerProfileWire, PlayerWire, SquadWire } from './team-wire';

/** the current season: the squad answered without ?season=, the season the loans list speaks of */
export const TEAMS_CURRENT_SEASON = '2025-26';
/**
 * The squads seed records where a player is loaned and until when; every seeded loan was agreed
 * for the 2025-26 season, so it started with the season's registration window.
 */
export const LOAN_START_DAY = '2025-07-01';
export const TEAMS_SEASONS: readonly string[] = SEEDED_SEASONS;

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

function toPlayerWire(p: SquadPlayerSeed): PlayerWire {
  return {
    playerID: p.playerID,
    teamID: p.teamID,
    slug: p.slug,
    firstName: p.firstName,
    lastName: p.lastName,
    shirtNumber: p.shirtNumber,
    position: p.position,
    nationality: p.nationality,
    dateOfBirth: p.dateOfBirth,
    heightCm: p.heightCm,
    imageKey: p.imageKey,
    loan: p.loanedTo && p.loanUntil ? { loanedTo: p.loanedTo, from: LOAN_START_DAY, until: p.loanUntil } : null,
  };
}

const profiles: readonly PlayerProfileWire[] = squadSeeds.flatMap((s) =>
  s.players.map((p) => ({ ...toPlayerWire(p), biography: p.biography })),
);

/** by id or by slug (ids and slugs cannot collide: ids are 't1-p07', slugs are names) */
export const playerProfileWire = (idOrSlug: string): PlayerProfileWire | undefined =>
  profiles.find((p) => p.playerID === idOrSlug || p.slug === idOrSlug);

/** undefined for an unknown team or a season that is not seeded */
export function squadWire(teamID: string, season: string): SquadWire | undefined {
  const squad = squadSeeds.find((s) => s.teamID === teamID);
  if (!squad || !TEAMS_SEASONS.includes(season)) return undefined;
  return {
    teamID,
    season,
    players: squad.players.map(toPlayerWire),
    staff: squad.staff.map(({ staffID, name, role, imageKey }) => ({ staffID, teamID, name, role, imageKey })),
  };
}

export function loansWire(teamID?: string): LoanWire[] {
  return profiles.flatMap(({ playerID, teamID: team, slug, firstName, lastName, position, imageKey, loan }) =>
    loan && (teamID === undefined || team === teamID)
      ? [{ player: { playerID, teamID: team, slug, firstName, lastName, position, imageKey }, ...loan }]
      : [],
  );
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
