import fc from 'fast-check';
import { teams as siteTeams } from '../config/site-config';
import { isChildFriendlyPage } from './child-friendly-page';
import { teamConfigsArb } from '@test/arbitraries/team-arbitraries';

const cf = (path: string, teamId?: string) => isChildFriendlyPage({ path, ...(teamId ? { teamId } : {}) });
const tail = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 3 })
  .map((xs) => xs.map((x) => `/${x}`).join(''));

describe('child-friendly page', () => {
  it('U21 and U18 team pages, players, fixtures and match centres, and the academy hub', () => {
    for (const path of [
      '/teams/u21',
      '/teams/U18',
      '/players/u21/sam-osei',
      '/matches/u18',
      '/matches/u21/2025-26',
      '/match/u18/2025-26/t4-2025-26-03',
      '/academy',
      '/academy/trials?x=1',
      '/Academy/',
    ])
      expect(cf(path), path).toBe(true);
  });

  it('the first team, the women, lists and every other page are not', () => {
    for (const path of [
      '/',
      '/teams',
      '/teams/first-team',
      '/teams/women',
      '/players/sam-osei',
      '/matches',
      '/matches/women/2025-26',
      '/match',
      '/news/u21-win',
      '/videos',
      '/women',
      '/u21',
      '/academy-news',
      '/club/academy',
    ])
      expect(cf(path), path).toBe(false);
  });

  it("a page that asks for it (a content page's child-friendly middleware) is child friendly wherever it is", () => {
    expect(isChildFriendlyPage({ path: '/fans/junior-supporters', childFriendly: true })).toBe(true);
    expect(isChildFriendlyPage({ path: '/fans/junior-supporters' })).toBe(false);
  });

  it('a page whose address names no team takes the team of its data', () => {
    expect(cf('/players/sam-osei', 't4')).toBe(true);
    expect(cf('/match/t3-2025-26-05', 't3')).toBe(true);
    expect(cf('/players/sam-osei', 't1')).toBe(false);
    // the address wins when it names a child team, whatever the data says
    expect(cf('/players/u21/sam-osei', 't1')).toBe(true);
  });

  it('property: everything under /academy is child friendly, for any teams', () => {
    fc.assert(
      fc.property(
        teamConfigsArb,
        tail,
        fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: null }),
        (teams, rest, teamId) => {
          expect(isChildFriendlyPage({ path: `/academy${rest}`, teamId }, teams)).toBe(true);
        },
      ),
    );
  });

  it("property: a page of a childFriendly team is child friendly on every team route, by address or by data; other teams' pages follow their flag", () => {
    fc.assert(
      fc.property(
        teamConfigsArb,
        fc.constantFrom('teams', 'players', 'matches', 'match'),
        tail,
        (teams, route, rest) => {
          for (const team of teams) {
            const slug = team.slug === '' ? 'first-team' : team.slug;
            expect(isChildFriendlyPage({ path: `/${route}/${slug}${rest}` }, teams)).toBe(team.childFriendly);
            expect(isChildFriendlyPage({ path: `/${route}/some-player-or-match`, teamId: team.id }, teams)).toBe(
              team.childFriendly,
            );
          }
        },
      ),
    );
  });

  it("property: knowing the page's team never turns a child-friendly page into an adult one", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/teams/u21', '/academy', '/players/x', '/match/u18/2025-26/m', '/news/x'),
        fc.constantFrom('t1', 't2', 't3', 't4', 'zz'),
        (path, teamId) => {
          if (isChildFriendlyPage({ path }, siteTeams))
            expect(isChildFriendlyPage({ path, teamId }, siteTeams)).toBe(true);
        },
      ),
    );
  });
});
