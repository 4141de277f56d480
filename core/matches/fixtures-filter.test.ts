import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { teams } from '../config/site-config';
import {
  filterFixtures,
  fixtureFilterFromSearch,
  fixtureFilterSearch,
  matchCentreHref,
  matchesHref,
  matchIdFromParams,
  nextMatch,
  resolveMatchesRoute,
  type FixtureFilter,
} from './fixtures-filter';
import { isResult } from './fixture-grouping';
import { matchActions } from './match-actions';
import {
  makeSpoilerSettings,
  showsScore,
  withRevealed,
  withSpoilerFree,
  MAX_REVEALED_MATCHES,
} from './spoiler-settings';
import type { Match, MatchStatus } from './match-types';

const comps = ['league', 'cup', 'friendly'] as const;
const matchArb: fc.Arbitrary<Match> = fc
  .record({
    id: fc.integer({ min: 1, max: 9999 }),
    comp: fc.constantFrom(...comps),
    status: fc.constantFrom<MatchStatus>('scheduled', 'live', 'played', 'postponed', 'abandoned'),
    at: fc.integer({ min: Date.parse('2025-07-01T00:00Z'), max: Date.parse('2026-06-30T00:00Z') }),
    ticket: fc.boolean(),
    team: fc.constantFrom('t1', 't2'),
  })
  .map(({ id, comp, status, at, ticket, team }) => ({
    matchID: `m${id}`,
    teamID: team,
    season: '2025-26',
    competition: { competitionID: comp, name: comp, shortName: comp, kind: comp, crestImageKey: comp },
    kickOff: new Date(at).toISOString(),
    home: { name: 'UZFC', shortName: 'UZFC', crestImageKey: 'a', isClub: true },
    away: { name: 'Them', shortName: 'T', crestImageKey: 'b', isClub: false },
    venue: 'Zenith Park',
    status,
    score: status === 'played' ? { home: 1, away: 0 } : null,
    ticketUrl: ticket ? 'https://tickets.example/x' : null,
    lastSequence: 0,
  }));
const uniqueMatches = fc.uniqueArray(matchArb, { selector: (m) => m.matchID, maxLength: 30 });
const filterArb: fc.Arbitrary<FixtureFilter> = fc.record({
  competition: fc.constantFrom('', ...comps),
  show: fc.constantFrom('all', 'played', 'upcoming'),
});

describe('fixture filters', () => {
  it('keep exactly the matches of the filter, each once, results apart from fixtures', () => {
    fc.assert(
      fc.property(uniqueMatches, filterArb, (matches, filter) => {
        const { fixtures, results } = filterFixtures(matches, filter);
        const kept = [...fixtures, ...results].flatMap((g) => g.matches);
        const expected = matches.filter(
          (m) =>
            (filter.competition === '' || m.competition.competitionID === filter.competition) &&
            (filter.show === 'all' || (filter.show === 'played') === isResult(m)),
        );
        expect(kept.map((m) => m.matchID).sort()).toEqual(expected.map((m) => m.matchID).sort());
        expect(results.flatMap((g) => g.matches).every(isResult)).toBe(true);
      }),
    );
  });
  it('round-trip through the address', () => {
    fc.assert(
      fc.property(filterArb, (f) => {
        expect(fixtureFilterFromSearch(new URLSearchParams(fixtureFilterSearch(f)))).toEqual(f);
      }),
    );
    expect(fixtureFilterFromSearch(new URLSearchParams('show=everything'))).toEqual({ competition: '', show: 'all' });
  });
  it('next match: the live one, else the soonest scheduled one still ahead', () => {
    fc.assert(
      fc.property(
        uniqueMatches,
        fc.integer({ min: Date.parse('2025-07-01T00:00Z'), max: Date.parse('2026-06-30T00:00Z') }),
        (matches, now) => {
          const next = nextMatch(matches, now);
          const ahead = matches.filter((m) => m.status === 'scheduled' && Date.parse(m.kickOff) >= now - 3 * 3_600_000);
          if (matches.some((m) => m.status === 'live')) expect(next?.status).toBe('live');
          else if (ahead.length === 0) expect(next).toBeUndefined();
          else expect(Date.parse(next!.kickOff)).toBe(Math.min(...ahead.map((m) => Date.parse(m.kickOff))));
        },
      ),
    );
  });
});

describe('matches routes', () => {
  it('resolve team slugs and seasons; unknown ones are not found', () => {
    // no season: the match-data service's current one (the site holds none of its own)
    expect(resolveMatchesRoute(undefined, undefined, teams)).toMatchObject({
      kind: 'team',
      team: { id: 't1' },
      season: undefined,
    });
    expect(resolveMatchesRoute('first-team', '2024-25', teams)).toMatchObject({
      kind: 'team',
      team: { id: 't1' },
      season: '2024-25',
    });
    expect(resolveMatchesRoute('U21', undefined, teams)).toMatchObject({ kind: 'team', team: { id: 't3' } });
    expect(resolveMatchesRoute('women', '2019-20', teams)).toMatchObject({ kind: 'team', season: '2019-20' });
    expect(resolveMatchesRoute('women', '2019', teams).kind).toBe('not-found');
    expect(resolveMatchesRoute('reserves', undefined, teams).kind).toBe('not-found');
    const external = teams.map((t) =>
      t.id === 't4' ? { ...t, externalMatchPage: 'https://academy.example/fixtures' } : t,
    );
    expect(resolveMatchesRoute('u18', undefined, external)).toMatchObject({
      kind: 'external',
      url: 'https://academy.example/fixtures',
    });
    expect(
      resolveMatchesRoute(
        'u18',
        undefined,
        teams.map((t) => ({ ...t, showOnMatches: t.id !== 't4' })),
      ).kind,
    ).toBe('not-found');
  });
  it('addresses: every team and season links back to itself; the match centre address names its match', () => {
    for (const t of teams)
      for (const season of ['2025-26', '2024-25']) {
        const [path] = matchesHref(t, season).split('?');
        const [, , team, s] = path!.split('/');
        expect(resolveMatchesRoute(team, s, teams)).toMatchObject({ kind: 'team', team: { id: t.id }, season });
      }
    const href = matchCentreHref({ matchID: 't2-2025-26-03', season: '2025-26', teamID: 't2' }, teams);
    expect(href).toBe('/match/women/2025-26/t2-2025-26-03');
    const [, , team, season, matchID] = href.split('/');
    expect(matchIdFromParams({ team, season, matchID })).toBe('t2-2025-26-03');
    expect(matchIdFromParams({ team: 't1-live' })).toBe('t1-live');
    expect(matchIdFromParams({ team: 'first-team', season: '2025-26' })).toBeUndefined();
  });
});

describe('match actions', () => {
  it('tickets only for an upcoming match on sale; live buttons only for the match the live streams are of (watch and listen while it is live, a pass while it is to come); no match centre for a postponed one', () => {
    // the streams' match is this one, another one or none ('')
    fc.assert(
      fc.property(matchArb, fc.constantFrom('same', 'm0', ''), (m, which) => {
        const liveMatchID = which === 'same' ? m.matchID : which;
        const a = matchActions(m, liveMatchID);
        const streamed = which === 'same';
        expect(a.buyTickets !== null).toBe(m.status === 'scheduled' && m.ticketUrl !== null);
        expect(a.watchLive).toBe(m.status === 'live' && streamed);
        expect(a.listenLive).toBe(a.watchLive);
        expect(a.getAPass).toBe(m.status === 'scheduled' && streamed);
        expect(a.matchCentre).toBe(m.status !== 'postponed');
      }),
    );
  });
});

describe('spoiler settings', () => {
  it('a score shows when spoiler-free is off or the match was revealed; the revealed list is bounded and turning on starts afresh', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.boolean(), fc.string({ maxLength: 6 })), { maxLength: 300 }),
        fc.string({ maxLength: 6 }),
        (steps, probe) => {
          let p = { spoilerFree: false, revealed: [] as readonly string[] };
          for (const s of steps) p = typeof s === 'boolean' ? withSpoilerFree(p, s) : withRevealed(p, s);
          expect(p.revealed.length).toBeLessThanOrEqual(MAX_REVEALED_MATCHES);
          expect(new Set(p.revealed).size).toBe(p.revealed.length);
          if (!p.spoilerFree) expect(p.revealed).toEqual([]);
          expect(showsScore(p, probe)).toBe(!p.spoilerFree || p.revealed.includes(probe));
        },
      ),
    );
  });
  it('the use case saves through its store', () => {
    let saved: unknown = null;
    const settings = makeSpoilerSettings({ store: { read: () => saved as never, write: (p) => void (saved = p) } });
    expect(settings.read()).toEqual({ spoilerFree: false, revealed: [] });
    settings.setSpoilerFree(true);
    settings.reveal('m1');
    expect(saved).toEqual({ spoilerFree: true, revealed: ['m1'] });
  });
});
