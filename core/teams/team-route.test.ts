import fc from 'fast-check';
import { teams as siteTeams } from '../config/site-config';
import { resolveTeamRoute, teamBySlug, teamHref, teamsOnTeamsPage } from './team-route';
import { teamConfigsArb } from '@test/arbitraries/team-arbitraries';

const slugs = (ts: readonly { slug: string }[]) =>
  new Set(ts.map((t) => (t.slug.toLowerCase() === 'first-team' ? '' : t.slug.toLowerCase())));

describe('team route', () => {
  it("the site's four teams: the empty slug and first-team are the men; women, u21, u18; anything else is not found", () => {
    const id = (slug: string | undefined) => {
      const r = resolveTeamRoute(slug, siteTeams);
      return r.kind === 'team' ? r.team.id : r.kind;
    };
    expect([undefined, '', 'first-team', 'FIRST-TEAM', 'women', 'u21', ' U18 ', 'u19', 'men', 'teams'].map(id)).toEqual(
      ['t1', 't1', 't1', 't1', 't2', 't3', 't4', 'not-found', 'not-found', 'not-found'],
    );
    expect(siteTeams.map(teamHref)).toEqual(['/teams/first-team', '/teams/women', '/teams/u21', '/teams/u18']);
  });

  it('a team hidden from /teams is not found; one with an external page redirects there', () => {
    const hidden = siteTeams.map((t) =>
      t.id === 't3'
        ? { ...t, showOnTeams: false }
        : t.id === 't2'
          ? { ...t, externalTeamPage: 'https://women.example' }
          : t,
    );
    expect(resolveTeamRoute('u21', hidden)).toEqual({ kind: 'not-found' });
    expect(resolveTeamRoute('women', hidden)).toMatchObject({ kind: 'external', url: 'https://women.example' });
    expect(teamsOnTeamsPage(hidden).map((t) => t.id)).toEqual(['t1', 't2', 't4']);
    expect(teamHref(hidden[1]!)).toBe('https://women.example');
  });

  it('property: every shown team resolves from its own slug and from its href, to itself, as a page or its external address', () => {
    fc.assert(
      fc.property(teamConfigsArb, (teams) => {
        for (const team of teamsOnTeamsPage(teams)) {
          const r = resolveTeamRoute(team.slug, teams);
          expect(r.kind === 'not-found' ? null : r.team).toBe(team);
          expect(r.kind).toBe(team.externalTeamPage ? 'external' : 'team');
          if (!team.externalTeamPage)
            expect(resolveTeamRoute(decodeURIComponent(teamHref(team).split('/')[2]!), teams)).toEqual(r);
        }
      }),
    );
  });

  it('property: a hidden team or an unknown slug is never a page; the empty slug and first-team always agree', () => {
    fc.assert(
      fc.property(teamConfigsArb, fc.stringMatching(/^[a-z0-9-]{0,10}$/), (teams, slug) => {
        const r = resolveTeamRoute(slug, teams);
        if (r.kind !== 'not-found') expect(r.team.showOnTeams).toBe(true);
        if (!slugs(teams).has(slug === 'first-team' ? '' : slug)) expect(r).toEqual({ kind: 'not-found' });
        expect(resolveTeamRoute('', teams)).toEqual(resolveTeamRoute('first-team', teams));
        expect(teamBySlug('', teams)).toBe(teamBySlug(undefined, teams));
      }),
    );
  });
});
