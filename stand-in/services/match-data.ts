/**
 * The match-data service (protocol/match-data/match-wire.ts): teams, competitions, a team's
 * fixtures and results per season, one match with line-ups, events and totals, and the live
 * commentary by polling (JSON) or pushed (server-sent events). Answers come from the shared
 * seed at the service's clock, so a match turns from fixture to live to result as time passes.
 */
import { Hono } from 'hono';
import { createMatchData, type MatchData } from '@protocol/match-data/match-data-seed';
import { matchWirePaths } from '@protocol/match-data/match-wire';
import { badRequest, intParam, notFound } from './http-helpers';
import { matchEventStream } from './match-data-sse';

/** with the 'drop' fault, each push stream closes after this many events */
export const DROP_AFTER_EVENTS = 5;

export interface MatchDataServiceOptions {
  readonly now: () => number;
  /** the anchor of the live match (default: now() when the service is made) */
  readonly startedAtMs?: number;
  /** match minutes already played at start (default 30) */
  readonly liveOffsetMinutes?: number;
  /** match minutes per wall minute (default 1) */
  readonly replaySpeed?: number;
  /** extra commentary lines in the live match (MATCH_LIVE_EXTRA_COMMENTARY; the bench uses 1,000) */
  readonly extraCommentary?: number;
  /** seasons whose fixtures are not out yet (MATCH_PRESEASON=2025-26): only friendlies listed, preseason: true */
  readonly preseasonSeasons?: readonly string[];
  /** true while the 'drop' fault is set for match-data */
  readonly dropping?: () => boolean;
  /** the test controls are on: POST /__control/live replays the live match from a given minute */
  readonly controls?: boolean;
}

export function createMatchDataService(options: MatchDataServiceOptions): Hono {
  const { now } = options;
  const build = (startedAtMs: number, offsetMinutes: number | undefined): MatchData =>
    createMatchData({
      startedAtMs,
      ...(offsetMinutes !== undefined ? { offsetMinutes } : {}),
      ...(options.replaySpeed !== undefined ? { speed: options.replaySpeed } : {}),
      ...(options.extraCommentary !== undefined ? { extraCommentary: options.extraCommentary } : {}),
      ...(options.preseasonSeasons ? { preseasonSeasons: options.preseasonSeasons } : {}),
    });
  let data: MatchData = build(options.startedAtMs ?? now(), options.liveOffsetMinutes);
  const teamIDs = new Set(data.teams().map((t) => t.teamID));
  const app = new Hono();

  // a journey that must watch a moment of the live match happen (a goal, its correction) replays
  // it from a minute just before: the live match is anchored anew at now (controls only, loopback)
  if (options.controls)
    app.post('/__control/live', async (c) => {
      const body = (await c.req.json().catch(() => null)) as { offsetMinutes?: unknown } | null;
      const offsetMinutes = body?.offsetMinutes;
      if (
        typeof offsetMinutes !== 'number' ||
        !Number.isFinite(offsetMinutes) ||
        offsetMinutes < 0 ||
        offsetMinutes > 130
      )
        return badRequest(c, 'body is { offsetMinutes } from 0 to 130 (match minutes played at now)');
      data = build(now(), offsetMinutes);
      return c.json({ liveMatchID: data.liveMatchID, offsetMinutes });
    });

  app.get('/', (c) =>
    c.json({
      endpoints: [
        '/teams',
        '/competitions',
        '/fixtures?team=&season=',
        '/standings?team=&season=',
        '/matches/{matchID}',
        '/matches/{matchID}/events?after=',
      ],
      liveMatchID: data.liveMatchID,
    }),
  );
  app.get(matchWirePaths.teams, (c) => c.json({ teams: data.teams() }));
  app.get(matchWirePaths.competitions, (c) => c.json({ competitions: data.competitions() }));
  app.get(matchWirePaths.fixtures, (c) => {
    const team = c.req.query('team') ?? '';
    const season = c.req.query('season') ?? '';
    if (!teamIDs.has(team)) return badRequest(c, `team is one of ${[...teamIDs].join(', ')}`);
    if (!/^\d{4}-\d{2}$/.test(season)) return badRequest(c, "season is a slug such as '2025-26'");
    return c.json(data.fixtures(team, season, now()));
  });
  app.get(matchWirePaths.standings, (c) => {
    const team = c.req.query('team') ?? '';
    const season = c.req.query('season');
    if (!teamIDs.has(team)) return badRequest(c, `team is one of ${[...teamIDs].join(', ')}`);
    if (season !== undefined && !/^\d{4}-\d{2}$/.test(season))
      return badRequest(c, "season is a slug such as '2025-26', or absent for the current season");
    const standings = data.standings(team, season, now());
    return standings ? c.json(standings) : notFound(c, `no tables for ${season}`);
  });
  app.get('/matches/:id', (c) => {
    const detail = data.match(c.req.param('id'), now());
    return detail ? c.json(detail) : notFound(c, 'no match has this id');
  });
  app.get('/matches/:id/events', (c) => {
    const matchID = c.req.param('id');
    // ?after= wins over Last-Event-ID: a client that names its resume point means it
    const after = intParam(c, 'after', Number(c.req.header('last-event-id') ?? 0) || 0);
    if (Number.isNaN(after)) return badRequest(c, 'after is a non-negative integer sequence');
    const page = data.events(matchID, after, now());
    if (!page) return notFound(c, 'no match has this id');
    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) return c.json(page);
    const body = matchEventStream({
      data,
      matchID,
      after,
      now,
      signal: c.req.raw.signal,
      ...(options.dropping?.() ? { dropAfter: DROP_AFTER_EVENTS } : {}),
    });
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
    });
  });
  return app;
}
