/**
 * The club's four teams, the competitions they play in and the opponents they meet, shared by
 * the stand-in's match-data service, the teams services and the in-memory adapters. Every club,
 * ground and competition here is fictional. Image keys name pictures in the image library
 * stand-in (GET /v2/{key}/{w}x{h}), which draws any key, so a key is all a crest needs.
 */

export type TeamId = 't1' | 't2' | 't3' | 't4';
export type CompetitionKind = 'league' | 'cup' | 'friendly';

export interface TeamSeed {
  readonly teamID: TeamId;
  readonly name: string;
  /** the team's named slug: the first team's is 'first-team' (its route slug is '') */
  readonly slug: string;
  /** how the club is named on a fixture for this team ('UZFC', 'UZFC Women'...) */
  readonly displayName: string;
  /** the suffix an opponent's name takes for this team ('' | ' Women' | ' U21' | ' U18') */
  readonly nameSuffix: string;
  readonly overview: string;
  readonly crestImageKey: string;
  /** the ground this team plays its home matches at */
  readonly homeVenue: string;
}

export interface CompetitionSeed {
  readonly competitionID: string;
  readonly name: string;
  readonly shortName: string;
  readonly kind: CompetitionKind;
  readonly teamID: TeamId;
  readonly crestImageKey: string;
}

export interface OpponentSeed {
  readonly opponentID: string;
  readonly name: string;
  readonly shortName: string;
  readonly venue: string;
  readonly city: string;
  readonly crestImageKey: string;
}

export const CLUB_CREST_IMAGE_KEY = 'crest/uzfc';

export const teamSeeds: readonly TeamSeed[] = [
  {
    teamID: 't1',
    name: "Men's Team",
    slug: 'first-team',
    displayName: 'UZFC',
    nameSuffix: '',
    crestImageKey: CLUB_CREST_IMAGE_KEY,
    homeVenue: 'Zenith Park',
    overview:
      "The men's first team play at Zenith Park in front of the loudest stand in the division. Built on a back four that rarely concedes and a front line that presses from the first whistle, the squad mixes academy graduates with experienced signings.",
  },
  {
    teamID: 't2',
    name: "Women's Team",
    slug: 'women',
    displayName: 'UZFC Women',
    nameSuffix: ' Women',
    crestImageKey: CLUB_CREST_IMAGE_KEY,
    homeVenue: 'Zenith Park',
    overview:
      "UZFC Women won promotion two seasons ago and have not looked back. They play a quick passing game, share Zenith Park with the men's side on match days and run the club's community coaching programme.",
  },
  {
    teamID: 't3',
    name: 'U21',
    slug: 'u21',
    displayName: 'UZFC U21',
    nameSuffix: ' U21',
    crestImageKey: CLUB_CREST_IMAGE_KEY,
    homeVenue: 'Northgate Training Ground',
    overview:
      'The U21 side is the last step before the first team. Players train alongside the seniors twice a week and play their home matches at the Northgate Training Ground.',
  },
  {
    teamID: 't4',
    name: 'U18',
    slug: 'u18',
    displayName: 'UZFC U18',
    nameSuffix: ' U18',
    crestImageKey: CLUB_CREST_IMAGE_KEY,
    homeVenue: 'Northgate Training Ground',
    overview:
      'The U18 academy squad combine full-time education with football. The focus is on development: every player gets minutes, and results come second to learning the game.',
  },
];

const competition = (
  competitionID: string,
  name: string,
  shortName: string,
  kind: CompetitionKind,
  teamID: TeamId,
): CompetitionSeed => ({ competitionID, name, shortName, kind, teamID, crestImageKey: `competition/${competitionID}` });

export const competitionSeeds: readonly CompetitionSeed[] = [
  competition('northern-premier', 'Northern Premier Division', 'NPD', 'league', 't1'),
  competition('zenith-challenge-cup', 'Zenith Challenge Cup', 'Cup', 'cup', 't1'),
  competition('friendly', 'Club Friendly', 'Friendly', 'friendly', 't1'),
  competition('womens-northern-premier', "Women's Northern Premier Division", 'WNPD', 'league', 't2'),
  competition('womens-challenge-cup', "Women's Challenge Cup", 'Cup', 'cup', 't2'),
  competition('womens-friendly', 'Club Friendly', 'Friendly', 'friendly', 't2'),
  competition('u21-development-league', 'U21 Development League', 'U21 DL', 'league', 't3'),
  competition('u21-trophy', 'U21 Trophy', 'Trophy', 'cup', 't3'),
  competition('u18-academy-league', 'U18 Academy League', 'U18 AL', 'league', 't4'),
  competition('youth-cup', 'Youth Cup', 'Youth Cup', 'cup', 't4'),
];

const opponent = (name: string, shortName: string, venue: string, city: string): OpponentSeed => {
  const opponentID = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { opponentID, name, shortName, venue, city, crestImageKey: `crest/${opponentID}` };
};

export const opponentSeeds: readonly OpponentSeed[] = [
  opponent('Lowfield Rovers', 'Lowfield', 'Mill Lane', 'Lowfield'),
  opponent('Eastmoor Athletic', 'Eastmoor', 'The Moorside Ground', 'Eastmoor'),
  opponent('Harrowdene Vale', 'Harrowdene', 'Vale Park Road', 'Harrowdene'),
  opponent('Kingsferry Town', 'Kingsferry', 'Ferry Meadow', 'Kingsferry'),
  opponent('Brackenridge Wanderers', 'Brackenridge', 'The Ridge', 'Brackenridge'),
  opponent('Port Calder', 'Port Calder', 'Harbourside Stadium', 'Port Calder'),
  opponent('Ashcombe Albion', 'Ashcombe', 'Albion Fields', 'Ashcombe'),
  opponent('Greywater City', 'Greywater', 'Greywater Arena', 'Greywater'),
  opponent('Redmoor United', 'Redmoor', 'Redmoor Park', 'Redmoor'),
  opponent('Castlebridge City', 'Castlebridge', 'The Keep', 'Castlebridge'),
  opponent('Fenwick Borough', 'Fenwick', 'Borough Road', 'Fenwick'),
  opponent('Saltmarsh Town', 'Saltmarsh', 'Tideway Lane', 'Saltmarsh'),
];

export const teamSeedById = (teamID: string): TeamSeed | undefined => teamSeeds.find((t) => t.teamID === teamID);
export const teamSeedBySlug = (slug: string): TeamSeed | undefined =>
  teamSeeds.find((t) => t.slug === slug || (slug === '' && t.teamID === 't1'));
export const competitionsOfTeam = (teamID: TeamId): readonly CompetitionSeed[] =>
  competitionSeeds.filter((c) => c.teamID === teamID);
