import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleRoundRobin } from './league-schedule';
import { createMatchData } from './match-data-seed';
import { POSTPONED_MATCH_IDS } from './season-seed';

describe('doubleRoundRobin', () => {
  it('pairs every two teams twice, once at each ground, and nobody twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), (n) => {
        const ids = Array.from({ length: n }, (_, i) => `team-${i}`);
        const rounds = doubleRoundRobin(ids);
        expect(rounds).toHaveLength(n % 2 === 0 ? 2 * n - 2 : 2 * n);
        const met = rounds.flat().map((p) => `${p.homeID}>${p.awayID}`);
        expect(new Set(met).size).toBe(met.length);
        expect(met).toHaveLength(n * (n - 1));
        rounds.forEach((pairings, round) => {
          const playing = pairings.flatMap((p) => [p.homeID, p.awayID]);
          expect(new Set(playing).size).toBe(playing.length);
          expect(pairings.every((p) => p.round === round && p.homeID !== p.awayID)).toBe(true);
        });
      }),
    );
  });
});

describe('league tables of the match-data seed', () => {
  const startedAtMs = Date.parse('2026-11-23T20:00:00Z');
  const data = createMatchData({ startedAtMs });
  const endOf = (season: string) => Date.UTC(Number(season.slice(0, 4)) + 1, 5, 1);

  it.each(['t1', 't2', 't3', 't4'])(
    "counts %s's league from its results: goals for equal goals against, wins equal losses, a row per team",
    (teamID) => {
      for (const season of ['2024-25', '2025-26']) {
        const answer = data.standings(teamID, season, endOf(season))!;
        expect(answer.tables).toHaveLength(1);
        const [table] = answer.tables;
        const rows = table!.rows;
        expect(rows).toHaveLength(9);
        expect(rows.filter((r) => r.isClub)).toHaveLength(1);
        const sum = (k: 'goalsFor' | 'goalsAgainst' | 'won' | 'lost' | 'drawn') => rows.reduce((n, r) => n + r[k], 0);
        expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
        expect(sum('won')).toBe(sum('lost'));
        expect(sum('drawn') % 2).toBe(0);
        for (const r of rows) {
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.form.length).toBe(Math.min(5, r.played));
          expect(r.played).toBeLessThanOrEqual(16);
        }
      }
    },
  );

  it('counts every played league match of the club, the postponed one not at all', () => {
    const season = '2025-26';
    const at = endOf(season);
    const league = data
      .fixtures('t1', season, at)
      .fixtures.filter((m) => m.competition.kind === 'league' && m.matchID.startsWith(`t1-${season}-`));
    const club = data.standings('t1', season, at)!.tables[0]!.rows.find((r) => r.isClub)!;
    expect(club.played).toBe(league.filter((m) => m.status === 'played').length);
    const postponed = league.filter((m) => POSTPONED_MATCH_IDS.includes(m.matchID));
    expect(postponed.every((m) => m.status === 'postponed')).toBe(true);
    expect(club.played).toBe(league.length - postponed.length);
  });

  it('grows with time: before the first round nobody has played, a team never plays fewer later', () => {
    const season = '2025-26';
    const start = Date.UTC(2025, 6, 1);
    expect(data.standings('t2', season, start)!.tables[0]!.rows.every((r) => r.played === 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: start, max: endOf(season) }), fc.nat(60 * 86_400_000), (a, gap) => {
        const earlier = data.standings('t2', season, a)!.tables[0]!.rows;
        const later = data.standings('t2', season, a + gap)!.tables[0]!.rows;
        for (const r of earlier)
          expect(later.find((x) => x.teamID === r.teamID)!.played).toBeGreaterThanOrEqual(r.played);
      }),
      { numRuns: 40 },
    );
  });

  it('lists the live match as in play, not counted', () => {
    const live = data.standings('t1', '2025-26', startedAtMs)!.tables[0]!;
    expect(live.inPlay).toEqual([{ matchID: 't1-live', homeTeamID: 'uzfc', awayTeamID: 'greywater-city' }]);
  });

  it('knows no table for an unknown team or season', () => {
    expect(data.standings('t9', '2025-26', startedAtMs)).toBeUndefined();
    expect(data.standings('t1', '1999-00', startedAtMs)).toBeUndefined();
  });
});
