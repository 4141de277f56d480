import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { ok, type FollowedScore, type InPlayMatch, type StandingTally, type TeamStandings } from '@core';
import { flush } from '../../../shared/testing/deferred';
import { createLeagueTableVm, tableRows } from './league-table-vm';

const tally = (teamID: string, won: number): StandingTally => ({
  teamID,
  name: teamID,
  shortName: teamID,
  crestImageKey: `crest/${teamID}`,
  isClub: teamID === 'uzfc',
  played: 3,
  won,
  drawn: 0,
  lost: 3 - won,
  goalsFor: won,
  goalsAgainst: 3 - won,
  form: [],
});
const inPlay: InPlayMatch = { matchID: 'm1', homeTeamID: 'uzfc', awayTeamID: 'b' };
const standings = (live: boolean, uzfcWon = 1): TeamStandings => ({
  teamID: 't1',
  season: '2025-26',
  currentSeason: '2025-26',
  seasons: ['2025-26', '2024-25'],
  tables: [
    {
      competition: { competitionID: 'l', name: 'League', shortName: 'L', kind: 'league', crestImageKey: 'c' },
      season: '2025-26',
      rules: { pointsForWin: 3, pointsForDraw: 1, tieBreakers: ['points', 'goal-difference', 'goals-for', 'name'] },
      tallies: [tally('a', 3), tally('b', 2), tally('uzfc', uzfcWon)],
      inPlay: live ? [inPlay] : [],
    },
  ],
});
const score = (home: number, away: number, phase: FollowedScore['phase'] = 'live'): FollowedScore => ({
  ...inPlay,
  score: { home, away },
  phase,
});

function world(answers: TeamStandings[], followWhenSeen = false) {
  const scores$ = new Subject<readonly FollowedScore[]>();
  const followed: string[][] = [];
  let loads = 0;
  const vm = createLeagueTableVm({
    teamID: 't1',
    followWhenSeen,
    loadStandings: async () => ok(answers[Math.min(loads++, answers.length - 1)]!),
    followLiveScores: (matches) => {
      followed.push(matches.map((m) => m.matchID));
      return scores$;
    },
  });
  return { vm, scores$, followed, loads: () => loads };
}

describe('league table view model', () => {
  it('a table that waits to be seen opens no feed until it nears the screen, then follows its matches in play', async () => {
    const w = world([standings(true)], true);
    w.vm.start();
    await flush();
    expect(w.vm.state.standings).not.toBeNull();
    expect(w.followed).toEqual([]);
    w.vm.seen();
    expect(w.followed).toEqual([['m1']]);
    w.vm.seen();
    expect(w.followed).toEqual([['m1']]);
  });

  it('seen before it starts: it follows once started', async () => {
    const w = world([standings(true)], true);
    w.vm.seen();
    w.vm.start();
    await flush();
    expect(w.followed).toEqual([['m1']]);
  });

  it('follows the matches in play, moves the rows provisionally, and reads the table again when one ends', async () => {
    const w = world([standings(true), standings(false, 2)]);
    const stop = w.vm.start();
    await flush();
    expect(w.followed).toEqual([['m1']]);
    expect(tableRows(w.vm.state).map((r) => r.teamID)).toEqual(['a', 'b', 'uzfc']);
    w.scores$.next([score(3, 0)]);
    const rows = tableRows(w.vm.state);
    expect(rows.map((r) => [r.teamID, r.live])).toEqual([
      ['a', false],
      ['uzfc', true],
      ['b', true],
    ]);
    expect(rows.find((r) => r.teamID === 'uzfc')).toMatchObject({ position: 2, positionBefore: 3 });
    w.scores$.next([score(3, 0, 'final')]);
    await flush();
    // the service now counts it: the table of results, nothing in play, nothing followed any more
    expect(w.loads()).toBe(2);
    expect(w.vm.state.status.kind).toBe('ready');
    expect(tableRows(w.vm.state).map((r) => [r.teamID, r.live, r.played])).toEqual([
      ['a', false, 3],
      ['b', false, 3],
      ['uzfc', false, 3],
    ]);
    stop();
  });

  it('opens no feed for a match its host follows, and counts the score the host hands in', async () => {
    const w = world([standings(true)]);
    const vm = createLeagueTableVm({
      teamID: 't1',
      heldMatchIDs: ['m1'],
      loadStandings: async () => ok(standings(true)),
      followLiveScores: (m) => {
        w.followed.push(m.map((x) => x.matchID));
        return w.scores$;
      },
    });
    const stop = vm.start();
    await flush();
    expect(w.followed).toEqual([]);
    vm.hold(score(0, 4));
    expect(tableRows(vm.state).find((r) => r.teamID === 'b')).toMatchObject({ position: 1, live: true });
    stop();
  });

  it('a void (abandoned) match counts for nothing', async () => {
    const w = world([standings(true)]);
    const stop = w.vm.start();
    await flush();
    w.scores$.next([score(5, 0, 'void')]);
    expect(tableRows(w.vm.state).find((r) => r.teamID === 'uzfc')).toMatchObject({ played: 3, position: 3 });
    stop();
  });
});
