import fc from 'fast-check';
import { footballRules, liveTableArb, rulesArb, talliesArb } from '@test/arbitraries/standings-arbitraries';
import { provisionalStandings } from './provisional-standings';
import { compareRows, rankStandings } from './rank-standings';
import type { StandingTally } from './standings-types';

const tally = (
  teamID: string,
  name: string,
  w: number,
  d: number,
  l: number,
  gf: number,
  ga: number,
): StandingTally => ({
  teamID,
  name,
  shortName: name,
  crestImageKey: `crest/${teamID}`,
  isClub: teamID === 'uzfc',
  played: w + d + l,
  won: w,
  drawn: d,
  lost: l,
  goalsFor: gf,
  goalsAgainst: ga,
  form: [],
});

describe('rankStandings (one rule for every table)', () => {
  it('orders by points, goal difference, goals scored, then name', () => {
    const rows = rankStandings(
      [
        tally('c', 'Castlebridge', 5, 1, 2, 12, 8), // 16 pts, +4, 12
        tally('b', 'Brackenridge', 5, 1, 2, 14, 10), // 16 pts, +4, 14
        tally('uzfc', 'UZFC', 5, 2, 1, 10, 9), // 17 pts
        tally('a', 'Ashcombe', 5, 1, 2, 12, 8), // 16 pts, +4, 12: name before Castlebridge
        tally('z', 'Zeal', 5, 1, 2, 20, 10), // 16 pts, +10
      ],
      footballRules,
    );
    expect(rows.map((r) => [r.position, r.name, r.points, r.goalDifference])).toEqual([
      [1, 'UZFC', 17, 1],
      [2, 'Zeal', 16, 10],
      [3, 'Brackenridge', 16, 4],
      [4, 'Ashcombe', 16, 4],
      [5, 'Castlebridge', 16, 4],
    ]);
  });

  it('is a total order that ignores the order the tallies came in, with positions 1..n', () => {
    fc.assert(
      fc.property(
        talliesArb().chain((t) => fc.tuple(fc.constant(t), fc.shuffledSubarray(t, { minLength: t.length }))),
        rulesArb,
        ([tallies, shuffled], rules) => {
          const rows = rankStandings(tallies, rules);
          expect(rankStandings(shuffled, rules)).toEqual(rows);
          expect(rows.map((r) => r.position)).toEqual(tallies.map((_, i) => i + 1));
          expect(new Set(rows.map((r) => r.teamID))).toEqual(new Set(tallies.map((t) => t.teamID)));
          const compare = compareRows(rules);
          for (let i = 1; i < rows.length; i++) expect(compare(rows[i - 1]!, rows[i]!)).toBeLessThan(0);
        },
      ),
    );
  });

  it('derives points and goal difference from the tallies, and keeps them', () => {
    fc.assert(
      fc.property(talliesArb(), rulesArb, (tallies, rules) => {
        for (const row of rankStandings(tallies, rules)) {
          const t = tallies.find((x) => x.teamID === row.teamID)!;
          expect(row).toMatchObject(t);
          expect(row.points).toBe(t.won * rules.pointsForWin + t.drawn * rules.pointsForDraw);
          expect(row.goalDifference).toBe(t.goalsFor - t.goalsAgainst);
        }
      }),
    );
  });

  it('under football rules, a row above another never has fewer points, nor a worse goal difference on equal points', () => {
    fc.assert(
      fc.property(talliesArb(), (tallies) => {
        const rows = rankStandings(tallies, footballRules);
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1]!, rows[i]!];
          expect(a.points).toBeGreaterThanOrEqual(b.points);
          if (a.points === b.points) expect(a.goalDifference).toBeGreaterThanOrEqual(b.goalDifference);
          if (a.points === b.points && a.goalDifference === b.goalDifference)
            expect(a.goalsFor).toBeGreaterThanOrEqual(b.goalsFor);
        }
      }),
    );
  });
});

describe('provisionalStandings (the live table)', () => {
  it('with nothing in play is the table of results, no row live', () => {
    fc.assert(
      fc.property(talliesArb(), rulesArb, (tallies, rules) => {
        const rows = provisionalStandings(tallies, rules, []);
        expect(rows.map(({ live: _l, positionBefore: _p, ...r }) => r)).toEqual(rankStandings(tallies, rules));
        expect(rows.every((r) => !r.live && r.positionBefore === r.position)).toBe(true);
      }),
    );
  });

  it('adds each live score to both teams once, marks exactly them live, and leaves every other tally alone', () => {
    fc.assert(
      fc.property(liveTableArb(), rulesArb, ({ tallies, live }, rules) => {
        const rows = provisionalStandings(tallies, rules, live);
        const before = rankStandings(tallies, rules);
        const playing = new Set(live.flatMap((m) => [m.homeTeamID, m.awayTeamID]));
        expect(new Set(rows.filter((r) => r.live).map((r) => r.teamID))).toEqual(playing);
        for (const row of rows) {
          const t = tallies.find((x) => x.teamID === row.teamID)!;
          expect(row.positionBefore).toBe(before.find((r) => r.teamID === row.teamID)!.position);
          expect(row.form).toEqual(t.form);
          const m = live.find((x) => x.homeTeamID === row.teamID || x.awayTeamID === row.teamID);
          if (!m) {
            expect([row.played, row.goalsFor, row.goalsAgainst]).toEqual([t.played, t.goalsFor, t.goalsAgainst]);
            continue;
          }
          const [scored, conceded] =
            m.homeTeamID === row.teamID ? [m.score.home, m.score.away] : [m.score.away, m.score.home];
          expect(row.played).toBe(t.played + 1);
          expect(row.goalsFor - t.goalsFor).toBe(scored);
          expect(row.goalsAgainst - t.goalsAgainst).toBe(conceded);
          expect([row.won - t.won, row.drawn - t.drawn, row.lost - t.lost]).toEqual(
            scored > conceded ? [1, 0, 0] : scored === conceded ? [0, 1, 0] : [0, 0, 1],
          );
        }
      }),
    );
  });

  it('with one match in play, the winner never drops and the loser never climbs (football rules)', () => {
    fc.assert(
      fc.property(liveTableArb(1), ({ tallies, live }) => {
        const rows = provisionalStandings(tallies, footballRules, live);
        for (const m of live) {
          const home = rows.find((r) => r.teamID === m.homeTeamID)!;
          const away = rows.find((r) => r.teamID === m.awayTeamID)!;
          if (m.score.home > m.score.away) {
            expect(home.position).toBeLessThanOrEqual(home.positionBefore);
            expect(away.position).toBeGreaterThanOrEqual(away.positionBefore);
          }
          if (m.score.away > m.score.home) {
            expect(away.position).toBeLessThanOrEqual(away.positionBefore);
            expect(home.position).toBeGreaterThanOrEqual(home.positionBefore);
          }
        }
      }),
    );
  });

  it('ignores a live score naming a team the table does not hold', () => {
    fc.assert(
      fc.property(talliesArb(1), rulesArb, (tallies, rules) => {
        const stray = [
          { matchID: 'x', homeTeamID: tallies[0]!.teamID, awayTeamID: 'elsewhere', score: { home: 3, away: 0 } },
        ];
        expect(provisionalStandings(tallies, rules, stray)).toEqual(provisionalStandings(tallies, rules, []));
      }),
    );
  });
});
