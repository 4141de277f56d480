import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { queueScheduler, Subject, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import {
  emptyStatistics,
  makeLoadMatch,
  makeWatchMatch,
  ok,
  type MatchDetail,
  type MatchEvent,
  type MatchFeedError,
  type MatchFeedPort,
  type MatchPort,
  type Result,
} from '@core';
import { liveMatchOf } from '@test/arbitraries/match-event-arbitraries';
import { createMatchCentreVm, lineupsOf, pendingCount, shownCommentary, type MatchCentreVm } from './match-centre-vm';

const KICK_OFF = Date.parse('2026-02-14T15:00:00Z');
const ev = (
  sequence: number,
  kind: MatchEvent['kind'] = 'commentary',
  side: MatchEvent['side'] = null,
): MatchEvent => ({
  sequence,
  matchID: 'm',
  kind,
  period: 1,
  minute: Math.min(45, sequence),
  addedMinute: 0,
  side,
  playerID: null,
  secondaryPlayerID: null,
  text: `${kind} ${sequence}`,
  publishedAt: new Date(KICK_OFF + sequence * 1000).toISOString(),
  possessionHome: null,
});
const detail: MatchDetail = {
  match: { ...liveMatchOf('m', new Date(KICK_OFF).toISOString()), lastSequence: 1 },
  lineups: [],
  events: [ev(1, 'kick-off')],
  statistics: emptyStatistics,
};
// a thenable that answers at once and a clock tick on the queue scheduler: the whole run is synchronous
const now = <T>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

function world() {
  const feed$ = new Subject<Result<MatchEvent, MatchFeedError>>();
  const matches: MatchPort = {
    fixtures: () => now(ok({ matches: [], preseason: false })),
    standings: () => now(ok({ teamID: 't1', season: '2025-26', tables: [] })),
    match: () => now(ok(detail)),
  };
  const feed: MatchFeedPort = { watch: () => feed$ };
  const clock = { now: () => KICK_OFF + 60_000 };
  const vm = createMatchCentreVm({
    loadMatch: makeLoadMatch({ matches, clock }),
    watchMatch: makeWatchMatch({ matches, feed, clock, scheduler: queueScheduler }),
    matchID: 'm',
  });
  return { vm, feed$ };
}

interface Model {
  delivered: Set<number>;
  atTop: boolean;
  paused: boolean;
}
type Real = { vm: MatchCentreVm; feed$: Subject<Result<MatchEvent, MatchFeedError>> };

const sequencesOf = (vm: MatchCentreVm) => vm.state.centre!.timeline.map((e) => e.sequence);
function checkInvariants(m: Model, r: Real) {
  const expected = [1, ...[...m.delivered].filter((s) => s !== 1)].sort((a, b) => a - b);
  // nothing lost, nothing doubled, in the feed's order
  expect(sequencesOf(r.vm)).toEqual(expected);
  const shown = shownCommentary(r.vm.state).map((e) => e.sequence);
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.length + pendingCount(r.vm.state)).toBe(expected.length);
  // newest first
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
}

class Publish implements fc.Command<Model, Real> {
  constructor(
    readonly seq: number,
    readonly goal: boolean,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    const shownBefore = shownCommentary(r.vm.state).map((e) => e.sequence);
    r.feed$.next(ok(ev(this.seq, this.goal ? 'goal' : 'commentary', this.goal ? 'home' : null)));
    const fresh = !m.delivered.has(this.seq) && this.seq !== 1;
    m.delivered.add(this.seq);
    checkInvariants(m, r);
    if (m.atTop && !m.paused) expect(pendingCount(r.vm.state)).toBe(0);
    // reading below the top or paused: what is on screen does not change
    else if (fresh) expect(shownCommentary(r.vm.state).map((e) => e.sequence)).toEqual(shownBefore);
    expect(r.vm.state.centre!.connection).toBe('live');
  }
  toString = () => `publish(${this.seq}${this.goal ? ', goal' : ''})`;
}
class Drop implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    r.feed$.next({ ok: false, error: { code: 'MATCH_FEED.RECONNECTING', attempt: 1 } });
    expect(r.vm.state.centre!.connection).toBe('reconnecting');
    checkInvariants(m, r);
  }
  toString = () => 'drop';
}
class Scroll implements fc.Command<Model, Real> {
  constructor(readonly atTop: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    m.atTop = this.atTop;
    r.vm.setAtTop(this.atTop);
    checkInvariants(m, r);
  }
  toString = () => `scroll(${this.atTop ? 'top' : 'away'})`;
}
class Pause implements fc.Command<Model, Real> {
  constructor(readonly paused: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    m.paused = this.paused;
    r.vm.setPaused(this.paused);
    if (!this.paused && m.atTop) expect(pendingCount(r.vm.state)).toBe(0);
    checkInvariants(m, r);
  }
  toString = () => `pause(${this.paused})`;
}
class ShowNew implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    r.vm.showNew();
    expect(pendingCount(r.vm.state)).toBe(0);
    checkInvariants(m, r);
  }
  toString = () => 'showNew';
}

describe('match centre view model (model-based: the live feed)', () => {
  it('events arriving, duplicated, out of order, across drops and resumes: none lost or doubled, nothing moves under a reader', () => {
    const commands = [
      fc.tuple(fc.integer({ min: 1, max: 40 }), fc.boolean()).map(([s, g]) => new Publish(s, g)),
      fc.constant(new Drop()),
      fc.boolean().map((t) => new Scroll(t)),
      fc.boolean().map((p) => new Pause(p)),
      fc.constant(new ShowNew()),
    ];
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const real = world();
        const stop = real.vm.start();
        try {
          expect(real.vm.state.status.kind).toBe('ready');
          fc.modelRun(() => ({ model: { delivered: new Set<number>(), atTop: true, paused: false }, real }), cmds);
        } finally {
          stop();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('announces a new goal with the score (not one a reconnect sends again)', () => {
    const { vm, feed$ } = world();
    const stop = vm.start();
    feed$.next(ok(ev(5, 'goal', 'home')));
    expect(vm.state.announcement).toBe('Goal for UZFC, 5 minutes. UZFC 1, Greywater City 0.');
    feed$.next(ok(ev(6)));
    feed$.next(ok(ev(5, 'goal', 'home')));
    expect(vm.state.centre!.match.score).toEqual({ home: 1, away: 0 });
    stop();
  });

  it('a correction reaches the score, the commentary and the announcement at once, even while the fan reads lower down', () => {
    const { vm, feed$ } = world();
    const stop = vm.start();
    feed$.next(ok(ev(5, 'goal', 'home')));
    vm.setAtTop(false);
    feed$.next(ok(ev(6, 'var')));
    feed$.next(ok({ ...ev(7, 'goal', 'home'), correction: { sequence: 5, action: 'withdraw' } }));
    expect(vm.state.centre!.match.score).toEqual({ home: 0, away: 0 });
    expect(vm.state.announcement).toBe('Goal disallowed: UZFC, 5 minutes. UZFC 0, Greywater City 0.');
    // the goal's line leaves the commentary the fan holds; the VAR line waits behind '1 new update'
    expect(shownCommentary(vm.state).map((e) => e.sequence)).toEqual([1]);
    expect(pendingCount(vm.state)).toBe(1);
    stop();
  });

  it('line-ups announced while the fan watches are read at once; a failed read says so and Try again reads them', async () => {
    const feed$ = new Subject<Result<MatchEvent, MatchFeedError>>();
    const lineups = [{ side: 'home' as const, formation: '4-4-2', starting: [], substitutes: [] }];
    let answer: 'none' | 'broken' | 'announced' = 'none';
    const matches: MatchPort = {
      fixtures: () => now(ok({ matches: [], preseason: false })),
      standings: () => now(ok({ teamID: 't1', season: '2025-26', tables: [] })),
      match: () =>
        now(
          ok(
            answer === 'none'
              ? detail
              : answer === 'broken'
                ? {
                    ...detail,
                    lineupsError: { code: 'SERVICE.INVALID_RESPONSE' as const, service: 'match-data' as const },
                  }
                : { ...detail, lineups },
          ),
        ),
    };
    const clock = { now: () => KICK_OFF + 60_000 };
    const vm = createMatchCentreVm({
      loadMatch: makeLoadMatch({ matches, clock }),
      watchMatch: makeWatchMatch({ matches, feed: { watch: () => feed$ }, clock, scheduler: queueScheduler }),
      matchID: 'm',
    });
    const stop = vm.start();
    expect(lineupsOf(vm.state)).toEqual({ status: { kind: 'ready' }, lineups: [] });
    answer = 'broken';
    feed$.next(ok(ev(2, 'lineups-announced')));
    await vi.waitFor(() =>
      expect(lineupsOf(vm.state).status).toEqual({ kind: 'error', code: 'SERVICE.INVALID_RESPONSE' }),
    );
    expect(vm.state.centre!.timeline).toHaveLength(2);
    answer = 'announced';
    await vm.retryLineups();
    expect(lineupsOf(vm.state)).toEqual({ status: { kind: 'ready' }, lineups });
    stop();
  });

  it('seeded from the server it does not load again, and follows the feed from the newest event held', () => {
    const feed$ = new Subject<Result<MatchEvent, MatchFeedError>>();
    let loads = 0;
    let after = -1;
    const matches: MatchPort = {
      fixtures: () => now(ok({ matches: [], preseason: false })),
      standings: () => now(ok({ teamID: 't1', season: '2025-26', tables: [] })),
      match: () => {
        loads += 1;
        return now(ok(detail));
      },
    };
    const clock = { now: () => KICK_OFF + 60_000 };
    const watchMatch = makeWatchMatch({
      matches,
      feed: {
        watch: (_id, a) => {
          after = a ?? 0;
          return feed$;
        },
      },
      clock,
      scheduler: queueScheduler,
    });
    const server = createMatchCentreVm({ loadMatch: makeLoadMatch({ matches, clock }), watchMatch, matchID: 'm' });
    return server.load().then(() => {
      const seed = JSON.parse(
        JSON.stringify({ status: server.state.status, matchID: 'm', centre: server.state.centre }),
      );
      const client = createMatchCentreVm(
        { loadMatch: makeLoadMatch({ matches, clock }), watchMatch, matchID: 'm' },
        seed,
      );
      const stop = client.start();
      expect(loads).toBe(1);
      expect(after).toBe(1);
      feed$.next(ok(ev(2)));
      expect(sequencesOf(client)).toEqual([1, 2]);
      stop();
    });
  });

  it('a clock tick moves the clock and leaves the commentary as it was (same entries, not redrawn)', () => {
    const feed$ = new Subject<Result<MatchEvent, MatchFeedError>>();
    let nowMs = KICK_OFF + 60_000;
    const clock = { now: () => nowMs };
    const ticks = new VirtualTimeScheduler(VirtualAction, 0);
    const matches: MatchPort = {
      fixtures: () => now(ok({ matches: [], preseason: false })),
      standings: () => now(ok({ teamID: 't1', season: '2025-26', tables: [] })),
      match: () => now(ok(detail)),
    };
    const vm = createMatchCentreVm({
      loadMatch: makeLoadMatch({ matches, clock }),
      watchMatch: makeWatchMatch({ matches, feed: { watch: () => feed$ }, clock, scheduler: ticks }),
      matchID: 'm',
    });
    const stop = vm.start();
    ticks.flush();
    feed$.next(ok(ev(2)));
    const shown = vm.state.shown;
    const timeline = vm.state.centre!.timeline;
    const label = vm.state.centre!.clock.label;
    nowMs += 120_000;
    ticks.maxFrames += 1_000;
    ticks.flush();
    expect(vm.state.centre!.clock.label).not.toBe(label);
    expect(vm.state.shown).toBe(shown);
    expect(vm.state.centre!.timeline).toBe(timeline);
    feed$.next(ok(ev(3)));
    expect(shownCommentary(vm.state).map((e) => e.sequence)).toEqual([3, 2, 1]);
    stop();
  });
});
