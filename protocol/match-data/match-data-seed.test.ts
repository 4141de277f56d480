import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBritishSummerTime, londonTimeToUtcMs } from './london-kick-off';
import { LIVE_MATCH_ID, liveMatchPlan } from './live-match-seed';
import { createMatchData } from './match-data-seed';
import { standingEvents } from './match-publication';
import { plantedMatchIDs, seededSeasonsAt } from './season-seed';
import { previousSeason, seasonOf } from './season-calendar';
import { playerById } from './squads-seed';

const startedAtMs = Date.parse('2026-11-23T20:00:00Z');
const data = createMatchData({ startedAtMs });
const after = Date.parse('2027-06-01T00:00:00Z');
const SEEDED_SEASONS = seededSeasonsAt(startedAtMs);
const { postponed: POSTPONED_MATCH_IDS, abandoned: ABANDONED_MATCH_IDS } = plantedMatchIDs(startedAtMs);

describe('match-data seed', () => {
  it('is deterministic: two builds give identical answers', () => {
    const again = createMatchData({ startedAtMs });
    expect(again.match(LIVE_MATCH_ID, startedAtMs)).toEqual(data.match(LIVE_MATCH_ID, startedAtMs));
    expect(again.fixtures('t2', '2025-26', after)).toEqual(data.fixtures('t2', '2025-26', after));
  });

  it('has fixtures and results for every team in both seasons, with a postponed and an abandoned match', () => {
    for (const teamID of ['t1', 't2', 't3', 't4']) {
      for (const season of SEEDED_SEASONS) {
        const kinds = new Set(data.fixtures(teamID, season, after)!.fixtures.map((f) => f.competition.kind));
        expect([...kinds].sort()).toEqual(
          ['cup', 'friendly', 'league'].filter((k) => teamID < 't3' || k !== 'friendly'),
        );
      }
    }
    for (const id of POSTPONED_MATCH_IDS)
      expect(data.match(id, after)?.match).toMatchObject({ status: 'postponed', score: null, lastSequence: 0 });
    for (const id of ABANDONED_MATCH_IDS) expect(data.match(id, after)?.match.status).toBe('abandoned');
  });

  it('has one match live at start, 100+ events over 90+ minutes, its kick-off anchored to the start', () => {
    const live = data.match(LIVE_MATCH_ID, startedAtMs);
    expect(live?.match.status).toBe('live');
    expect(Date.parse(live?.match.kickOff ?? '')).toBe(startedAtMs - 30 * 60_000);
    const all = data.events(LIVE_MATCH_ID, 0, after);
    expect(all?.events.length).toBeGreaterThanOrEqual(100);
    expect(all?.complete).toBe(true);
    expect(all?.events.at(-1)).toMatchObject({ kind: 'full-time', minute: 90 });
    for (const kind of [
      'attempt-saved',
      'attempt-missed',
      'corner',
      'foul',
      'free-kick',
      'offside',
      'goal',
      'yellow-card',
      'substitution',
      'var',
      'half-time',
      'added-time',
      'lineups-announced',
    ]) {
      expect(
        all?.events.some((e) => e.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it("pads the live match with extra commentary on demand (the bench's 1,000-entry match), in order, whistles kept", () => {
    const plain = liveMatchPlan({ startedAtMs });
    const padded = liveMatchPlan({ startedAtMs, extraCommentary: 1_000 });
    expect(padded.events.length).toBe(plain.events.length + 1_000);
    const offsets = padded.events.map((e) => e.offsetMs);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    const kinds = padded.events.map((e) => e.kind);
    expect(kinds.indexOf('kick-off')).toBeLessThan(kinds.indexOf('commentary'));
    expect(kinds.lastIndexOf('commentary')).toBeLessThan(kinds.indexOf('full-time'));
  });

  it('replays faster: at speed 60 the whole live match is published within two wall minutes', () => {
    const fast = createMatchData({ startedAtMs, speed: 60, offsetMinutes: 0 });
    expect(fast.events(LIVE_MATCH_ID, 0, startedAtMs + 2 * 60_000)?.complete).toBe(true);
    expect(fast.events(LIVE_MATCH_ID, 0, startedAtMs + 1_000)?.complete).toBe(false);
  });

  it('publishes only what has happened: nothing before kick-off, a prefix by sequence during, all after', () => {
    const kickOff = Date.parse(data.match(LIVE_MATCH_ID, startedAtMs)?.match.kickOff ?? '');
    expect(data.match(LIVE_MATCH_ID, kickOff - 2 * 3_600_000)).toMatchObject({
      events: [],
      lineups: [],
      match: { status: 'scheduled', score: null },
    });
    const page = data.events(LIVE_MATCH_ID, 5, startedAtMs);
    expect(page?.events.map((e) => e.sequence)).toEqual(
      Array.from({ length: (page?.lastSequence ?? 0) - 5 }, (_, i) => i + 6),
    );
  });

  it('names a player of the match at full time only: one of the line-ups, the top scorer when there are goals', () => {
    const kickOff = Date.parse(data.match(LIVE_MATCH_ID, startedAtMs)?.match.kickOff ?? '');
    expect(data.match(LIVE_MATCH_ID, kickOff + 30 * 60_000)?.playerOfTheMatch).toBeNull();
    const played = SEEDED_SEASONS.flatMap((season) => data.fixtures('t1', season, after)?.fixtures ?? []).filter(
      (m) => m.status === 'played',
    );
    expect(played.length).toBeGreaterThan(0);
    for (const m of played) {
      const detail = data.match(m.matchID, after)!;
      const potm = detail.playerOfTheMatch;
      expect(potm, m.matchID).not.toBeNull();
      const lined = detail.lineups.flatMap((l) =>
        [...l.starting, ...l.substitutes].map((p) => [p.playerID, p.name, l.side]),
      );
      expect(lined).toContainEqual([potm!.playerID, potm!.name, potm!.side]);
      // goals as they stand: the live match's disallowed goal is nobody's
      const goals = standingEvents(detail.events).filter(
        (e) => (e.kind === 'goal' || e.kind === 'penalty-goal') && e.playerID,
      );
      const count = (id: string | null) => goals.filter((e) => e.playerID === id).length;
      if (goals.length > 0) expect(count(potm!.playerID)).toBe(Math.max(...goals.map((e) => count(e.playerID))));
    }
  });

  it('names only squad players (not out on loan) for the club side in line-ups and events', () => {
    const detail = data.match('t1-2026-27-05', after);
    const club = detail?.lineups.find((l) => l.side === (detail.match.home.isClub ? 'home' : 'away'));
    expect(club?.starting).toHaveLength(11);
    expect(club?.substitutes.length).toBeGreaterThanOrEqual(5);
    for (const p of [...(club?.starting ?? []), ...(club?.substitutes ?? [])])
      expect(playerById(p.playerID)?.loanedTo).toBeUndefined();
    const named = new Set(detail?.lineups.flatMap((l) => [...l.starting, ...l.substitutes].map((p) => p.playerID)));
    for (const e of detail?.events ?? [])
      for (const id of [e.playerID, e.secondaryPlayerID]) if (id) expect(named.has(id), id).toBe(true);
  });

  it('sets kick-offs in London time across the clock changes', () => {
    expect(londonTimeToUtcMs(2025, 7, 9, 15)).toBe(Date.parse('2025-08-09T14:00:00Z'));
    expect(londonTimeToUtcMs(2025, 11, 13, 15)).toBe(Date.parse('2025-12-13T15:00:00Z'));
    expect(isBritishSummerTime(Date.parse('2026-03-29T00:59:00Z'))).toBe(false);
    expect(isBritishSummerTime(Date.parse('2026-03-29T01:00:00Z'))).toBe(true);
  });
});

describe('the present: the seasons are laid out around the moment the service started', () => {
  const DAY = 86_400_000;
  /** every match of a team's season before `at` is over, every one after it is to come; the live one is live */
  const expectPresent = (answer: ReturnType<typeof data.fixtures>, at: number) => {
    for (const m of answer!.fixtures) {
      const kickOff = Date.parse(m.kickOff);
      if (m.matchID === LIVE_MATCH_ID) expect(m.status).toBe('live');
      else if (kickOff < at - 3 * 3_600_000)
        expect(['played', 'postponed', 'abandoned'], m.matchID).toContain(m.status);
      else if (kickOff > at) expect(['scheduled', 'postponed'], m.matchID).toContain(m.status);
    }
  };

  it('on 27 November 2026 it is 2026/27: its results before today, the live match today, fixtures after; 2025/26 held', () => {
    const now = Date.parse('2026-11-27T15:00:00Z');
    const today = createMatchData({ startedAtMs: now });
    const current = today.fixtures('t1', undefined, now)!;
    expect(current).toMatchObject({ season: '2026-27', currentSeason: '2026-27', seasons: ['2026-27', '2025-26'] });
    const live = current.fixtures.find((m) => m.matchID === LIVE_MATCH_ID)!;
    expect(live.kickOff.slice(0, 10)).toBe('2026-11-27');
    expect(current.fixtures.filter((m) => Date.parse(m.kickOff) < now - DAY).length).toBeGreaterThan(5);
    expect(current.fixtures.filter((m) => Date.parse(m.kickOff) > now + DAY).length).toBeGreaterThan(5);
    expectPresent(current, now);
    const last = today.fixtures('t1', '2025-26', now)!;
    expect(last.fixtures.length).toBeGreaterThan(10);
    expect(last.fixtures.every((m) => m.status !== 'scheduled' && m.status !== 'live')).toBe(true);
    expect(last.fixtures.every((m) => m.kickOff >= '2025-06-01' && m.kickOff < '2026-06-01')).toBe(true);
    expect(today.fixtures('t1', '2024-25', now)).toBeUndefined();
    expect(today.standings('t1', undefined, now)?.season).toBe('2026-27');
  });

  it('on any day, the current season is the clock’s and holds the live match, with the past played and the future to come', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2001, 0, 1), max: Date.UTC(2079, 0, 1) }), (start) => {
        const seed = createMatchData({ startedAtMs: start });
        for (const teamID of ['t1', 't3']) {
          const answer = seed.fixtures(teamID, undefined, start)!;
          expect(answer.season).toBe(seasonOf(start));
          expect(answer.seasons).toEqual([seasonOf(start), previousSeason(seasonOf(start))]);
          expect(answer.fixtures.every((m) => m.season === answer.season)).toBe(true);
          expectPresent(answer, start);
        }
        expect(seed.match(LIVE_MATCH_ID, start)?.match.status).toBe('live');
      }),
      { numRuns: 12 },
    );
  });
});
