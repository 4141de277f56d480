import fc from 'fast-check';
import { teams as siteTeams } from '../config/site-config';
import type { MatchPort } from '../ports/match.port';
import { describeError } from '../shared/error-catalogue';
import { ok } from '../shared/result';
import { asTeam } from '@test/arbitraries/team-arbitraries';
import { seasonArb } from '@test/arbitraries/match-arbitraries';
import { aPlayer, fakeMatchPort, fakeTeamPort } from '@test/support/team-fakes';
import { makeLoadPlayer } from './load-player';
import { MATCH_DETAIL_CONCURRENCY, playedMatchDetails } from './played-match-details';
import { playerSeasonStats, recentAppearances } from './player-stats';

const teams = siteTeams.map(asTeam);
const NOW = Date.parse('2026-03-01T12:00:00Z');
const clock = { now: () => NOW };
const someSeason = fc.sample(seasonArb(6, ['played', 'scheduled']), { numRuns: 1, seed: 3 })[0]!.map((m) => m.detail);
/** a club player who started the season's first played match, so his statistics are not all zero */
const starter = someSeason
  .find((d) => d.match.status === 'played')!
  .lineups.flatMap((l) => l.starting)
  .find((p) => p.playerID.startsWith('c'))!.playerID;
const samOsei = aPlayer({
  playerID: starter,
  slug: 'sam-osei',
  dateOfBirth: '2004-03-01',
  loan: { loanedTo: 'Kingsferry', from: '2025-07-01', until: '2026-03-20' },
});
const squads = [{ teamID: 't1', season: '2025-26', players: [samOsei], staff: [] }];

describe('load player', () => {
  it("profile, age and loan status today, the season's statistics and latest matches, by id or slug", async () => {
    const load = makeLoadPlayer({ teams: fakeTeamPort(teams, squads), matches: fakeMatchPort(someSeason), clock });
    const r = await load('sam-osei');
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value).toMatchObject({
      profile: { playerID: starter, biography: 'Sam biography' },
      season: '2025-26',
      age: 22,
      loanStatus: 'returning',
    });
    expect(r.value.team?.id).toBe('t1');
    const played = someSeason.filter((d) => d.match.status === 'played');
    expect(r.value.stats).toEqual(ok(playerSeasonStats(starter, played)));
    expect(r.value.stats.ok && r.value.stats.value.appearances).toBeGreaterThan(0);
    expect(r.value.recentMatches).toEqual(ok(recentAppearances(starter, played, 5)));
    expect((await load(starter)).ok).toBe(true);
  });

  it('an unknown player is TEAM.PLAYER_NOT_FOUND and asks the match service nothing', async () => {
    const matches = fakeMatchPort(someSeason);
    const r = await makeLoadPlayer({ teams: fakeTeamPort(teams, squads), matches, clock })('nobody');
    expect(r).toEqual({ ok: false, error: { code: 'TEAM.PLAYER_NOT_FOUND', player: 'nobody' } });
    expect(!r.ok && describeError(r.error).title).toBe('Player not found');
    expect(matches.calls).toEqual([]);
  });

  it("on /players/:team/:player another team's slug is TEAM.PLAYER_NOT_FOUND; the player's own team (any spelling of it) is fine", async () => {
    const load = makeLoadPlayer({ teams: fakeTeamPort(teams, squads), matches: fakeMatchPort([]), clock });
    expect((await load('sam-osei', { teamSlug: 'u21' })).ok).toBe(false);
    for (const teamSlug of ['', 'first-team']) expect((await load('sam-osei', { teamSlug })).ok).toBe(true);
    // without the teams list the slug cannot be checked: the profile is shown rather than a false 404
    expect(
      (
        await makeLoadPlayer({
          teams: fakeTeamPort(teams, squads, { failTeams: true }),
          matches: fakeMatchPort([]),
          clock,
        })(starter, { teamSlug: 'u21' })
      ).ok,
    ).toBe(true);
  });

  it('a match-data failure fails the statistics and latest matches only; the profile is still shown', async () => {
    const failing = someSeason.find((d) => d.match.status === 'played')!.match.matchID;
    const r = await makeLoadPlayer({
      teams: fakeTeamPort(teams, squads),
      matches: fakeMatchPort(someSeason, { failMatch: failing }),
      clock,
    })(starter);
    if (!r.ok) expect.fail(r.error.code);
    expect(r.value.profile.playerID).toBe(starter);
    expect(r.value.stats).toEqual({ ok: false, error: { code: 'SERVICE.UNAVAILABLE', service: 'match-data' } });
    expect(r.value.recentMatches.ok).toBe(false);
  });

  it('property: only played matches are fetched, each once, never more than MATCH_DETAIL_CONCURRENCY at a time', async () => {
    await fc.assert(
      fc.asyncProperty(seasonArb(10, ['played', 'scheduled', 'live', 'postponed']), async (season) => {
        const details = season.map((m) => m.detail);
        const inner = fakeMatchPort(details);
        let inFlight = 0;
        let most = 0;
        const matches: MatchPort = {
          fixtures: inner.fixtures,
          standings: inner.standings,
          match: async (id) => {
            most = Math.max(most, ++inFlight);
            await new Promise((r) => setTimeout(r, 1));
            inFlight -= 1;
            return inner.match(id);
          },
        };
        const r = await playedMatchDetails(matches, 't1', '2025-26');
        const played = details.filter((d) => d.match.status === 'played').map((d) => d.match.matchID);
        expect(r.ok && r.value.map((d) => d.match.matchID)).toEqual(played);
        expect(inner.calls.filter((c) => c.startsWith('match')).sort()).toEqual(
          played.map((id) => `match ${id}`).sort(),
        );
        expect(most).toBeLessThanOrEqual(MATCH_DETAIL_CONCURRENCY);
      }),
      { numRuns: 20 },
    );
  });
});
