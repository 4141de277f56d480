import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { matchPortContract } from '@test/contracts/match-port.contract';
import { matchFeedPortContract } from '@test/contracts/match-feed-port.contract';
import { standInHandlers } from '@test/msw/stand-in-handlers';
import { createStandIn } from '@stand-in/app';
import { createMatchData } from '@protocol/match-data/match-data-seed';
import { ABANDONED_MATCH_IDS, POSTPONED_MATCH_IDS } from '@protocol/match-data/match-data-seed-ids';
import { correctTimeline, foldScore } from '@core';
import { createJsonClient } from '../shared/json-client';
import { createHttpMatchFeed } from '../match-feed/http-match-feed';
import { createHttpMatchPort } from './http-match-port';

const origin = 'http://match-stand-in.test';
const startedAtMs = Date.parse('2026-11-23T20:00:00Z');
const standIn = createStandIn({ controls: true, now: () => startedAtMs, matchData: { startedAtMs } });
// the same services three hours on: the live match is over, its corrections published
const laterOrigin = 'http://match-stand-in-later.test';
const later = createStandIn({ now: () => startedAtMs + 3 * 3_600_000, matchData: { startedAtMs } });
const server = setupServer(
  ...standInHandlers(origin, { standIn }),
  ...standInHandlers(laterOrigin, { standIn: later }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => standIn.control.reset());
afterAll(() => server.close());

const logs: string[] = [];
const port = createHttpMatchPort({
  client: createJsonClient({
    baseUrl: `${origin}/match-data`,
    service: 'match-data',
    log: (e) => {
      logs.push(e.code);
    },
  }),
});
const feed = () =>
  createHttpMatchFeed({
    baseUrl: `${origin}/match-data`,
    backoff: { baseMs: 1, maxMs: 5 },
    fallbackAfterFailures: 1000,
    log: () => {},
  });
const finished = 't1-2025-26-05';

matchPortContract(() => port, {
  played: finished,
  postponed: POSTPONED_MATCH_IDS[0]!,
  abandoned: ABANDONED_MATCH_IDS[0]!,
  team: 't1',
  season: '2025-26',
});
matchFeedPortContract({
  feed,
  // the stand-in's 'drop' fault closes every push stream after five events
  droppingFeed: () => {
    standIn.control.setFault('match-data', 'drop');
    return feed();
  },
  finished,
  eventCount: createMatchData({ startedAtMs }).match(finished, startedAtMs)!.events.length,
});

describe('match over the stand-in', () => {
  it('line-ups that break their schema cost the line-ups, not the match: it stands with lineupsError, logged once', async () => {
    const good = createMatchData({ startedAtMs }).match(finished, startedAtMs)!;
    server.use(
      http.get(`${origin}/match-data/matches/${finished}`, () =>
        HttpResponse.json({ ...good, lineups: [{ side: 'home', formation: 442, starting: 'eleven' }] }),
      ),
    );
    logs.length = 0;
    const detail = await port.match(finished);
    server.resetHandlers();
    expect(detail.ok && detail.value.lineups).toEqual([]);
    expect(detail.ok && detail.value.lineupsError).toEqual({ code: 'SERVICE.INVALID_RESPONSE', service: 'match-data' });
    expect(detail.ok && detail.value.events.length).toBe(good.events.length);
    expect(logs).toEqual(['SERVICE.INVALID_RESPONSE']);
    const whole = await port.match(finished);
    expect(whole.ok && whole.value.lineupsError).toBeUndefined();
    expect(whole.ok && whole.value.lineups).toHaveLength(2);
  });

  it("carries the live match's corrections over the event stream and in the detail, as core reads them", async () => {
    const { firstValueFrom, toArray } = await import('rxjs');
    const streamed = createHttpMatchFeed({ baseUrl: `${laterOrigin}/match-data`, log: () => {} });
    const results = await firstValueFrom(streamed.watch('t1-live').pipe(toArray()));
    const publications = results.flatMap((r) => (r.ok ? [r.value] : []));
    expect(publications.filter((e) => e.correction).map((e) => e.correction?.action)).toEqual(['withdraw', 'replace']);
    const detail = await createHttpMatchPort({
      client: createJsonClient({ baseUrl: `${laterOrigin}/match-data`, service: 'match-data', log: () => {} }),
    }).match('t1-live');
    expect(detail.ok && detail.value.events).toEqual(publications);
    const { timeline } = correctTimeline(publications);
    expect(detail.ok && detail.value.match.score).toEqual(foldScore(timeline));
    expect(foldScore(publications)).not.toEqual(foldScore(timeline));
  });

  it.each([
    ['500', 'SERVICE.UNAVAILABLE'],
    ['malformed', 'SERVICE.INVALID_RESPONSE'],
    ['schema', 'SERVICE.INVALID_RESPONSE'],
  ] as const)("the stand-in's %s fault is %s", async (kind, code) => {
    standIn.control.setFault('match-data', kind);
    expect(await port.fixtures('t1', '2025-26')).toEqual({ ok: false, error: { code, service: 'match-data' } });
    expect(await port.match(finished)).toEqual({ ok: false, error: { code, service: 'match-data' } });
    expect(await port.standings('t1', '2025-26')).toEqual({ ok: false, error: { code, service: 'match-data' } });
  });

  it('refuses a table whose counts do not add up (played is not won + drawn + lost) as an invalid answer', async () => {
    const { http, HttpResponse } = await import('msw');
    const good = await (
      await standIn.fetch(new Request(`${origin}/match-data/standings?team=t1&season=2025-26`))
    ).json();
    const row = good.tables[0].rows[0];
    const broken = { ...good, tables: [{ ...good.tables[0], rows: [{ ...row, played: row.played + 1 }] }] };
    server.use(http.get(`${origin}/match-data/standings`, () => HttpResponse.json(broken)));
    expect(await port.standings('t1', '2025-26')).toEqual({
      ok: false,
      error: { code: 'SERVICE.INVALID_RESPONSE', service: 'match-data' },
    });
    server.resetHandlers();
  });

  it('falls back to polling when the stream keeps failing, and still delivers everything', async () => {
    const polling = createHttpMatchFeed({
      baseUrl: `${origin}/match-data`,
      backoff: { baseMs: 1, maxMs: 5 },
      fallbackAfterFailures: 1,
      pollIntervalMs: 5,
      log: () => {},
    });
    standIn.control.setFault('match-data', 'drop');
    const { firstValueFrom, toArray } = await import('rxjs');
    const results = await firstValueFrom(polling.watch(finished).pipe(toArray()));
    const sequences = new Set(results.flatMap((r) => (r.ok ? [r.value.sequence] : [])));
    expect(sequences.size).toBe(createMatchData({ startedAtMs }).match(finished, startedAtMs)!.events.length);
  });
});
