/**
 * fast-check arbitraries for the team rules' tests (core tests may not import the shared seed):
 * players, teams and loans drawn over the whole space the types allow, edge cases included.
 */
import fc from 'fast-check';
import type { TeamConfig } from '@core/config/site-config';
import type { PlayerPosition } from '@core/matches/match-types';
import type { LoanTerms, Player, Team } from '@core/teams/team-types';
import { positionOrder } from '@core/teams/squad-groups';

export const positionArb: fc.Arbitrary<PlayerPosition> = fc.constantFrom(...positionOrder);

/** a calendar day 'YYYY-MM-DD' between 1980 and 2040, leap days included */
export const calendarDayArb: fc.Arbitrary<string> = fc
  .date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

export const loanTermsArb: fc.Arbitrary<LoanTerms> = fc
  .tuple(calendarDayArb, fc.integer({ min: 0, max: 400 }), fc.constantFrom('Harbour Town', 'Kingsferry'))
  .map(([from, days, loanedTo]) => ({
    loanedTo,
    from,
    until: new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10),
  }));

export const playerArb = (teamID = 't1'): fc.Arbitrary<Player> =>
  fc.record({
    playerID: fc.stringMatching(/^t[1-4]-p\d{2}$/),
    teamID: fc.constant(teamID),
    slug: fc.stringMatching(/^[a-z]{1,8}(-[a-z]{1,8})?$/),
    firstName: fc.constantFrom('Ann', 'Ben', 'Cara', 'Dev'),
    lastName: fc.constantFrom('Ashdown', 'Brennan', 'Carrick', 'Osei'),
    shirtNumber: fc.integer({ min: 1, max: 99 }),
    position: positionArb,
    nationality: fc.constant('England'),
    dateOfBirth: calendarDayArb,
    heightCm: fc.integer({ min: 150, max: 205 }),
    imageKey: fc.constant('player/x'),
    loan: fc.option(loanTermsArb, { nil: null }),
  });

/** a squad: player ids unique, as the service guarantees */
export const squadArb = (teamID = 't1', maxLength = 30): fc.Arbitrary<Player[]> =>
  fc.uniqueArray(playerArb(teamID), { selector: (p) => p.playerID, maxLength });

const slugArb = fc.constantFrom('', 'women', 'u21', 'u18', 'veterans', 'first-team', 'Women', 'u-21');

export const teamConfigArb: fc.Arbitrary<TeamConfig> = fc.record({
  name: fc.constantFrom("Men's Team", "Women's Team", 'U21', 'U18'),
  slug: slugArb,
  id: fc.stringMatching(/^t\d$/),
  showOnMatches: fc.boolean(),
  showOnTeams: fc.boolean(),
  externalTeamPage: fc.constantFrom('', '', 'https://women.uzfc.example'),
  externalMatchPage: fc.constant(''),
  isSingleGroup: fc.boolean(),
  displayPositionOnCard: fc.boolean(),
  isMiniCard: fc.boolean(),
  showTeamOverview: fc.boolean(),
  childFriendly: fc.boolean(),
});

/** a club's teams: ids and slugs unique ('' and 'first-team' are one slug), as configuration requires */
export const teamConfigsArb: fc.Arbitrary<TeamConfig[]> = fc
  .uniqueArray(teamConfigArb, {
    selector: (t) => (t.slug.toLowerCase() === 'first-team' ? '' : t.slug.toLowerCase()),
    maxLength: 6,
  })
  .map((ts) => ts.map((t, i) => ({ ...t, id: `t${i + 1}` })));

export const asTeam = (config: TeamConfig): Team => ({
  ...config,
  displayName: `UZFC ${config.name}`,
  overview: `${config.name} overview`,
  crestImageKey: 'crest/uzfc',
  homeVenue: 'Zenith Park',
});
