import { createStandIn } from '../app';
import { LIVE_MATCH_ID } from '@protocol/match-data/match-data-seed-ids';

const startedAtMs = Date.parse('2026-11-23T20:00:00Z');
const standIn = createStandIn({ controls: true, now: () => startedAtMs, matchData: { startedAtMs } });
const get = (path: string, headers: Record<string, string> = {}) =>
  standIn.fetch(new Request(`http://stand-in.test/match-data${path}`, { headers }));
const ids = (sse: string) => [...sse.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

afterEach(() => standIn.control.reset());

describe('match-data stand-in', () => {
  it('answers a team season, refuses a bad team or season, 404s an unknown match', async () => {
    const body = (await (await get('/fixtures?team=t1&season=2025-26')).json()) as {
      fixtures: { matchID: string; status: string }[];
    };
    expect(body.fixtures.some((f) => f.matchID === LIVE_MATCH_ID && f.status === 'live')).toBe(true);
    expect((await get('/fixtures?team=t9&season=2025-26')).status).toBe(400);
    expect((await get('/fixtures?team=t1&season=2025')).status).toBe(400);
    expect((await get('/matches/nope')).status).toBe(404);
  });

  it("serves a team's league tables, the current season without one; refuses a bad team or season, 404s one it does not hold", async () => {
    const body = (await (await get('/standings?team=t1&season=2025-26')).json()) as {
      season: string;
      tables: { competition: { competitionID: string }; rows: { isClub: boolean }[]; inPlay: { matchID: string }[] }[];
    };
    expect(body.season).toBe('2025-26');
    expect(body.tables.map((t) => t.competition.competitionID)).toEqual(['northern-premier']);
    expect(body.tables[0]!.rows.filter((r) => r.isClub)).toHaveLength(1);
    expect(body.tables[0]!.inPlay.map((m) => m.matchID)).toEqual([LIVE_MATCH_ID]);
    expect(((await (await get('/standings?team=t2')).json()) as { season: string }).season).toMatch(/^\d{4}-\d{2}$/);
    expect((await get('/standings?team=t9')).status).toBe(400);
    expect((await get('/standings?team=t1&season=2025')).status).toBe(400);
    expect((await get('/standings?team=t1&season=1999-00')).status).toBe(404);
  });

  it('says a season is in preseason when told (MATCH_PRESEASON): only its friendlies are listed', async () => {
    const regular = (await (await get('/fixtures?team=t1&season=2025-26')).json()) as { preseason: boolean };
    expect(regular.preseason).toBe(false);
    const preseason = createStandIn({
      controls: true,
      now: () => startedAtMs,
      matchData: { startedAtMs, preseasonSeasons: ['2025-26'] },
    });
    const body = (await (
      await preseason.fetch(new Request('http://stand-in.test/match-data/fixtures?team=t1&season=2025-26'))
    ).json()) as { preseason: boolean; fixtures: { competition: { kind: string } }[] };
    expect(body.preseason).toBe(true);
    expect(body.fixtures.every((f) => f.competition.kind === 'friendly')).toBe(true);
    const last = (await (
      await preseason.fetch(new Request('http://stand-in.test/match-data/fixtures?team=t1&season=2024-25'))
    ).json()) as { preseason: boolean };
    expect(last.preseason).toBe(false);
  });

  it('pushes a finished match as server-sent events from after= or Last-Event-ID, then end', async () => {
    const all = await (await get('/matches/t1-2025-26-05/events?after=0', { accept: 'text/event-stream' })).text();
    const sequences = ids(all);
    expect(sequences[0]).toBe(1);
    expect(all.trimEnd().endsWith('event: end\ndata: {}')).toBe(true);
    const resumed = await (
      await get('/matches/t1-2025-26-05/events', { accept: 'text/event-stream', 'last-event-id': '3' })
    ).text();
    expect(ids(resumed)).toEqual(sequences.slice(3));
    const polled = (await (await get('/matches/t1-2025-26-05/events?after=3')).json()) as {
      events: unknown[];
      complete: boolean;
    };
    expect(polled.events).toHaveLength(sequences.length - 3);
    expect(polled.complete).toBe(true);
  });

  it('with the drop fault closes each stream after a few events, without the end marker', async () => {
    standIn.control.setFault('match-data', 'drop');
    const cut = await (await get('/matches/t1-2025-26-05/events', { accept: 'text/event-stream' })).text();
    expect(ids(cut)).toEqual([1, 2, 3, 4, 5]);
    expect(cut).not.toContain('event: end');
  });

  it('streams the live match: what is published now, then keeps the connection open', async () => {
    const controller = new AbortController();
    const response = await standIn.fetch(
      new Request(`http://stand-in.test/match-data/matches/${LIVE_MATCH_ID}/events`, {
        headers: { accept: 'text/event-stream' },
        signal: controller.signal,
      }),
    );
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('id: 20\n')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await reader.cancel();
    expect(ids(text).slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('replays the live match from a given minute when told (controls only), so a journey sees a moment happen', async () => {
    const post = (body: unknown, app = standIn) =>
      app.fetch(
        new Request('http://stand-in.test/match-data/__control/live', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    expect((await post({ offsetMinutes: 'soon' })).status).toBe(400);
    expect((await post({ offsetMinutes: 5 })).status).toBe(200);
    const live = (await (await get('/matches/t1-live')).json()) as { match: { kickOff: string } };
    expect(Date.parse(live.match.kickOff)).toBe(startedAtMs - 5 * 60_000);
    expect((await post({ offsetMinutes: 5 }, createStandIn({ now: () => startedAtMs }))).status).toBe(404);
    await post({ offsetMinutes: 30 });
  });
});

describe('the live match feed, to many fans at once', () => {
  afterEach(() => vi.useRealTimers());

  it('sends each fan every event once, in order, as it is published; one leaving stops nobody else; all end at full time', async () => {
    vi.useFakeTimers({ now: startedAtMs });
    // the last minutes of the live match, ten match minutes a second
    const live = createStandIn({
      now: () => Date.now(),
      matchData: { startedAtMs, liveOffsetMinutes: 80, replaySpeed: 600 },
    });
    const open = async (after: number) => {
      const controller = new AbortController();
      const response = await live.fetch(
        new Request(`http://stand-in.test/match-data/matches/${LIVE_MATCH_ID}/events?after=${after}`, {
          headers: { accept: 'text/event-stream' },
          signal: controller.signal,
        }),
      );
      const reader = response.body!.getReader();
      let text = '';
      let done = false;
      void (async () => {
        for (;;) {
          const r = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (r.done) break;
          text += new TextDecoder().decode(r.value);
        }
        done = true;
      })();
      // a fan who leaves closes the connection: the server's request is aborted and the body it was reading is
      // cancelled, as @hono/node-server does on a closed socket. In this in-process test the abort alone did not
      // always reach the service under load (1 run in 3 kept receiving to full time), so the fan does both.
      const leave = () => {
        controller.abort();
        void reader.cancel().catch(() => undefined);
      };
      return { text: () => text, done: () => done, leave };
    };
    const now = (await (
      await live.fetch(new Request(`http://stand-in.test/match-data/matches/${LIVE_MATCH_ID}/events?after=0`))
    ).json()) as { lastSequence: number; complete: boolean };
    expect(now.complete).toBe(false);
    const fans = await Promise.all([open(now.lastSequence), open(now.lastSequence), open(0)]);
    const leaver = await open(now.lastSequence);
    await vi.advanceTimersByTimeAsync(500);
    leaver.leave();
    // past full time and its whistle
    await vi.advanceTimersByTimeAsync(120_000);

    const all = (await (
      await live.fetch(new Request(`http://stand-in.test/match-data/matches/${LIVE_MATCH_ID}/events?after=0`))
    ).json()) as { lastSequence: number; complete: boolean };
    expect(all.complete).toBe(true);
    expect(all.lastSequence).toBeGreaterThan(now.lastSequence);
    const everyOne = Array.from({ length: all.lastSequence }, (_, i) => i + 1);
    for (const [i, fan] of fans.entries()) {
      expect(fan.done()).toBe(true);
      expect(ids(fan.text())).toEqual(i === 2 ? everyOne : everyOne.slice(now.lastSequence));
      expect(fan.text().trimEnd().endsWith('event: end\ndata: {}')).toBe(true);
    }
    expect(leaver.done()).toBe(true);
    expect(leaver.text()).not.toContain('event: end');
  });
});
