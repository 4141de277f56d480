import { describe, expect, it } from 'vitest';
import { foldScore, foldStatistics, rankStandings, type MatchPort } from '@core';
import { expectErrCode, expectOk, type Make } from './contract-helpers';

/** ids the seed under test holds: a played match, a postponed one, an abandoned one */
export interface MatchContractIds {
  readonly played: string;
  readonly postponed: string;
  readonly abandoned: string;
  readonly team: string;
  readonly season: string;
}

/**
 * What every MatchPort (HTTP over the stand-in, in-memory over the shared seed) must do:
 * relations, not counts.
 */
export function matchPortContract(make: Make<MatchPort>, ids: MatchContractIds) {
  describe('MatchPort contract', () => {
    it('lists a team season in kick-off order, every match of that team and season', async () => {
      const { matches: list, preseason } = expectOk(await (await make()).fixtures(ids.team, ids.season));
      expect(preseason).toBe(false);
      expect(list.length).toBeGreaterThan(0);
      for (const m of list) expect(m).toMatchObject({ teamID: ids.team, season: ids.season });
      const times = list.map((m) => Date.parse(m.kickOff));
      expect(times.every((t, i) => i === 0 || times[i - 1]! <= t)).toBe(true);
      expect(list.every((m) => m.home.isClub !== m.away.isClub)).toBe(true);
    });

    it('gives a played match with its events by sequence, score and totals equal to what the events fold to', async () => {
      const detail = expectOk(await (await make()).match(ids.played));
      expect(detail.match.status).toBe('played');
      expect(detail.events.map((e) => e.sequence)).toEqual(detail.events.map((_, i) => i + 1));
      expect(detail.match.score).toEqual(foldScore(detail.events));
      expect(foldStatistics(detail.events)).toEqual(detail.statistics);
      expect(detail.lineups.map((l) => l.starting.length)).toEqual([11, 11]);
    });

    it('shows a postponed match without score or events, an abandoned one as abandoned', async () => {
      const port = await make();
      expect(expectOk(await port.match(ids.postponed))).toMatchObject({
        match: { status: 'postponed', score: null },
        events: [],
      });
      expect(expectOk(await port.match(ids.abandoned)).match.status).toBe('abandoned');
    });

    it("gives the team's league tables of a season, counted consistently, the club once in each", async () => {
      const { season, teamID, tables } = expectOk(await (await make()).standings(ids.team, ids.season));
      expect({ season, teamID }).toEqual({ season: ids.season, teamID: ids.team });
      expect(tables.length).toBeGreaterThan(0);
      for (const table of tables) {
        expect(table.competition.kind).toBe('league');
        expect(table.tallies.filter((t) => t.isClub)).toHaveLength(1);
        expect(new Set(table.tallies.map((t) => t.teamID)).size).toBe(table.tallies.length);
        const sum = (k: 'goalsFor' | 'goalsAgainst' | 'won' | 'lost') => table.tallies.reduce((n, t) => n + t[k], 0);
        expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
        expect(sum('won')).toBe(sum('lost'));
        for (const t of table.tallies) expect(t.played).toBe(t.won + t.drawn + t.lost);
        expect(rankStandings(table.tallies, table.rules).map((r) => r.position)).toEqual(
          table.tallies.map((_, i) => i + 1),
        );
      }
    });

    it('answers the current season without one, and SERVICE.NOT_FOUND for a season it does not hold', async () => {
      const port = await make();
      expect(expectOk(await port.standings(ids.team)).season).toMatch(/^\d{4}-\d{2}$/);
      expectErrCode(await port.standings(ids.team, '1999-00'), 'SERVICE.NOT_FOUND');
    });

    it('answers an unknown match with SERVICE.NOT_FOUND', async () => {
      expectErrCode(await (await make()).match('no-such-match'), 'SERVICE.NOT_FOUND');
    });
  });
}
