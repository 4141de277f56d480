import fc from 'fast-check';
import { map, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { compactWindow } from './compact-table';
import { countedScores, makeFollowLiveScores, type FollowedScore } from './league-table';
import type { MatchCentre } from './match-centre';
import type { MatchState } from './match-types';
import type { WatchMatchState } from './watch-match';

const ready = (state: MatchState, home: number, away: number): WatchMatchState => ({
  kind: 'ready',
  centre: { state, match: { score: { home, away } } } as unknown as MatchCentre,
});
const label = (scores: readonly FollowedScore[]) =>
  scores.map((s) => `${s.matchID}:${s.score.home}-${s.score.away}:${s.phase}`).join(' ');

describe('followLiveScores (marbles)', () => {
  it("follows each match's score through its feed, leaves out what is not known yet, and says when it is over", () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ cold, expectObservable }) => {
      const feeds: Record<string, Observable<WatchMatchState>> = {
        a: cold('l-a-b-b-c-f', {
          l: { kind: 'loading' },
          a: ready('live', 0, 0),
          b: ready('live', 1, 0),
          c: ready('half-time', 1, 0),
          f: ready('full-time', 1, 0),
        }),
        b: cold('---x-----v', { x: ready('live', 0, 2), v: ready('abandoned', 0, 2) }),
      };
      const follow = makeFollowLiveScores({ watchMatch: (id) => feeds[id]! });
      const inPlay = [
        { matchID: 'a', homeTeamID: 'uzfc', awayTeamID: 'x' },
        { matchID: 'b', homeTeamID: 'y', awayTeamID: 'z' },
      ];
      // a tick of the same score (and half-time: still live, same score) emits nothing new
      expectObservable(follow(inPlay).pipe(map(label))).toBe('e-abc----vf', {
        e: '',
        a: 'a:0-0:live',
        b: 'a:0-0:live b:0-2:live',
        c: 'a:1-0:live b:0-2:live',
        v: 'a:1-0:live b:0-2:void',
        f: 'a:1-0:final b:0-2:void',
      });
    });
  });

  it('with nothing in play answers an empty list at once', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ expectObservable }) => {
      const follow = makeFollowLiveScores({ watchMatch: () => expect.unreachable() as never });
      expectObservable(follow([]).pipe(map(label))).toBe('(e|)', { e: '' });
    });
  });

  it('counts live and final scores, never a void one', () => {
    const base = { homeTeamID: 'h', awayTeamID: 'a', score: { home: 2, away: 1 } };
    expect(
      countedScores([
        { ...base, matchID: 'l', phase: 'live' },
        { ...base, matchID: 'f', phase: 'final' },
        { ...base, matchID: 'v', phase: 'void' },
      ]).map((s) => s.matchID),
    ).toEqual(['l', 'f']);
  });
});

describe('compactWindow', () => {
  it('is `size` consecutive rows holding the club, as central as the table allows (the top without a club)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.option(fc.nat(23), { nil: undefined }),
        fc.integer({ min: 1, max: 9 }),
        (n, clubAt, size) => {
          const rows = Array.from({ length: n }, (_, i) => ({ position: i + 1, isClub: i === clubAt }));
          const shown = compactWindow(rows, size);
          expect(shown).toHaveLength(Math.min(n, size));
          shown.forEach((r, i) => i > 0 && expect(r.position).toBe(shown[i - 1]!.position + 1));
          const club = rows.find((r) => r.isClub);
          if (!club) {
            expect(shown[0]?.position ?? 1).toBe(1);
          } else {
            expect(shown).toContain(club);
            // central unless an end of the table is in the window
            if (shown[0]!.position > 1 && shown.at(-1)!.position < n)
              expect(shown.indexOf(club)).toBe(Math.floor(size / 2));
          }
        },
      ),
    );
  });
});
