import { TestScheduler } from 'rxjs/testing';
import { liveMatchOf } from '@test/arbitraries/match-event-arbitraries';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { ok, type Result } from '../shared/result';
import type { MatchFeedError, MatchFeedPort } from '../ports/match-feed.port';
import type { MatchPort } from '../ports/match.port';
import type { MatchDetail, MatchEvent } from './match-types';
import { makeWatchMatch, type WatchMatchState } from './watch-match';
import { emptyStatistics } from './fold-statistics';

const ev = (sequence: number, kind: MatchEvent['kind'], atMs: number, extra: Partial<MatchEvent> = {}): MatchEvent => ({
  sequence,
  matchID: 'm',
  kind,
  period: 1,
  minute: 1,
  addedMinute: 0,
  side: null,
  playerID: null,
  secondaryPlayerID: null,
  text: kind,
  publishedAt: new Date(atMs).toISOString(),
  possessionHome: null,
  ...extra,
});
const detail: MatchDetail = {
  match: { ...liveMatchOf('m', new Date(0).toISOString()), lastSequence: 1 },
  lineups: [],
  events: [ev(1, 'kick-off', 0)],
  statistics: emptyStatistics,
};

// a thenable that answers at once: a real promise would resolve outside virtual time
const now = <T>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;
const matches: MatchPort = {
  fixtures: () => now(ok({ matches: [], preseason: false })),
  standings: () => now(ok({ teamID: 't1', season: '2025-26', tables: [] })),
  match: () => now(ok(detail)),
};

const label = (s: WatchMatchState) =>
  s.kind === 'ready'
    ? `${s.centre.clock.label}|${s.centre.timeline.length}|${s.centre.connection}|${s.centre.match.score?.home}`
    : s.kind;

describe('watch match (marbles)', () => {
  it('ticks the live clock each minute, folds feed events (duplicates harmless) and shows reconnecting', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      const feedEvents: Record<string, Result<MatchEvent, MatchFeedError>> = {
        g: ok(ev(2, 'goal', 0, { side: 'home' })),
        d: ok(ev(2, 'goal', 0, { side: 'home' })),
        r: { ok: false, error: { code: 'MATCH_FEED.RECONNECTING', attempt: 1 } },
      };
      const feed: MatchFeedPort = {
        watch: () => cold('90s g 29999ms r 9999ms d', feedEvents) as Observable<Result<MatchEvent, MatchFeedError>>,
      };
      const watch = makeWatchMatch({ matches, feed, clock: { now: () => scheduler.now() }, scheduler });
      // the clock moves at 60 s (2'), the goal folds in at 90 s, the drop shows at 120 s (3'), the re-sent goal changes nothing but the connection
      expectObservable(watch('m').pipe(map(label)), '^ 150s !').toBe('(ab) 59996ms c 29999ms g 29999ms i 9999ms j', {
        a: 'loading',
        b: "1'|1|connecting|0",
        c: "2'|1|connecting|0",
        g: "2'|2|live|1",
        i: "3'|2|reconnecting|1",
        j: "3'|2|live|1",
      });
    });
  });

  it('follows a correction at once: the goal, then the goal disallowed, then a scorer corrected, each emission whole', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ cold, expectObservable }) => {
      const feedEvents: Record<string, Result<MatchEvent, MatchFeedError>> = {
        g: ok(ev(2, 'goal', 0, { side: 'home', playerID: 'keane' })),
        h: ok(ev(3, 'goal', 0, { side: 'home', playerID: 'fenton' })),
        v: ok(ev(4, 'var', 0, { side: 'home', text: 'VAR Decision: No goal' })),
        w: ok(ev(5, 'goal', 0, { correction: { sequence: 3, action: 'withdraw' } })),
        s: ok(ev(6, 'goal', 0, { side: 'home', playerID: 'sallis', correction: { sequence: 2, action: 'replace' } })),
        // a reconnect sends the withdrawn goal again: it stays withdrawn
        r: ok(ev(3, 'goal', 0, { side: 'home', playerID: 'fenton' })),
      };
      const feed: MatchFeedPort = {
        watch: () => cold('5s g 4999ms h 4999ms (vw) 9996ms s 9999ms r', feedEvents),
      };
      const watch = makeWatchMatch({ matches, feed, clock: { now: () => scheduler.now() }, scheduler });
      // what a fan sees: the score, the goals standing (by scorer) and whether the score is what those goals make
      const seen = (s: WatchMatchState) => {
        if (s.kind !== 'ready') return s.kind;
        const goals = s.centre.timeline.filter((e) => e.kind === 'goal');
        const score = s.centre.match.score!;
        const whole = score.home === goals.filter((e) => e.side === 'home').length;
        return `${score.home}-${score.away}|${goals.map((e) => e.playerID).join(',')}|${whole ? 'whole' : 'torn'}`;
      };
      expectObservable(watch('m').pipe(map(seen), distinctUntilChanged()), '^ 50s !').toBe(
        '(ab) 4996ms g 4999ms h 4999ms w 9999ms s',
        {
          a: 'loading',
          b: '0-0||whole',
          g: '1-0|keane|whole',
          h: '2-0|keane,fenton|whole',
          w: '1-0|keane|whole',
          s: '1-0|sallis|whole',
        },
      );
    });
  });
});
