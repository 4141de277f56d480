/** zod (mini) schemas of the match-data wire (protocol/match-data/match-wire.ts): checked at the edge with safeParse. */
import * as z from 'zod/mini';
import {
  matchEventKindsWire,
  matchStatusesWire,
  tieBreakersWire,
  type CompetitionWire,
  type EventsPageWire,
  type FixturesWire,
  type MatchDetailWire,
  type MatchEventWire,
  type MatchWire,
  type StandingsWire,
} from '@protocol/match-data/match-wire';
import { wireSchema } from '../shared/wire-schema';

const side = z.enum(['home', 'away']);
const position = z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Forward']);
const count = z.number().check(z.int(), z.nonnegative());

export const competitionWireSchema = wireSchema<CompetitionWire>()(
  z.object({
    competitionID: z.string(),
    name: z.string(),
    shortName: z.string(),
    kind: z.enum(['league', 'cup', 'friendly']),
    crestImageKey: z.string(),
  }),
);
const matchSideSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  crestImageKey: z.string(),
  isClub: z.boolean(),
});

export const matchWireSchema = wireSchema<MatchWire>()(
  z.object({
    matchID: z.string(),
    teamID: z.string(),
    season: z.string(),
    competition: competitionWireSchema,
    kickOff: z.iso.datetime(),
    home: matchSideSchema,
    away: matchSideSchema,
    venue: z.string(),
    status: z.enum(matchStatusesWire),
    score: z.nullable(z.object({ home: count, away: count })),
    ticketUrl: z.nullable(z.string()),
    lastSequence: count,
  }),
);

const lineupPlayerSchema = z.object({
  playerID: z.string(),
  name: z.string(),
  shirtNumber: count,
  position,
  captain: z.boolean(),
});
export const lineupSchema = z.object({
  side,
  formation: z.string(),
  starting: z.array(lineupPlayerSchema),
  substitutes: z.array(lineupPlayerSchema),
});

export const matchEventWireSchema = wireSchema<MatchEventWire>()(
  z.object({
    sequence: z.number().check(z.int(), z.positive()),
    matchID: z.string(),
    kind: z.enum(matchEventKindsWire),
    period: count,
    minute: count,
    addedMinute: count,
    side: z.nullable(side),
    playerID: z.nullable(z.string()),
    secondaryPlayerID: z.nullable(z.string()),
    text: z.string(),
    publishedAt: z.iso.datetime(),
    possessionHome: z.nullable(z.number().check(z.gte(0), z.lte(100))),
    // a feed that never corrects sends no field: every event is an ordinary one
    correction: z._default(
      z.nullable(
        z.object({ sequence: z.number().check(z.int(), z.positive()), action: z.enum(['replace', 'withdraw']) }),
      ),
      null,
    ),
  }),
);

const teamStatisticsSchema = z.object({
  possession: z.number().check(z.gte(0), z.lte(100)),
  shots: count,
  shotsOnTarget: count,
  corners: count,
  fouls: count,
  yellowCards: count,
  redCards: count,
});

/** a match detail whose line-ups are read on their own (lineupsWireSchema): broken line-ups cost the line-ups, not the match */
export const lineupsWireSchema = wireSchema<MatchDetailWire['lineups']>()(z.array(lineupSchema));

export const matchDetailWireSchema = wireSchema<MatchDetailWire>()(
  z.object({
    match: matchWireSchema,
    lineups: z.array(lineupSchema),
    events: z.array(matchEventWireSchema),
    statistics: z.object({ home: teamStatisticsSchema, away: teamStatisticsSchema }),
    // an older feed without the field has no player of the match
    playerOfTheMatch: z._default(z.nullable(z.object({ playerID: z.string(), name: z.string(), side })), null),
  }),
);

export const matchDetailShellSchema = z.extend(matchDetailWireSchema, { lineups: z.unknown() });

// a service that does not say preseason is not in preseason
export const fixturesWireSchema = wireSchema<FixturesWire>()(
  z.object({
    teamID: z.string(),
    season: z.string(),
    preseason: z._default(z.boolean(), false),
    fixtures: z.array(matchWireSchema),
  }),
);

export const eventsPageWireSchema = wireSchema<EventsPageWire>()(
  z.object({
    matchID: z.string(),
    events: z.array(matchEventWireSchema),
    lastSequence: count,
    complete: z.boolean(),
  }),
);

const standingRowSchema = z.object({
  teamID: z.string(),
  name: z.string(),
  shortName: z.string(),
  crestImageKey: z.string(),
  isClub: z.boolean(),
  played: count,
  won: count,
  drawn: count,
  lost: count,
  goalsFor: count,
  goalsAgainst: count,
  form: z.array(z.enum(['W', 'D', 'L'])).check(z.maxLength(5)),
});

// a table whose counts do not add up is not a table: refused at the edge like any broken answer
const standingsTableSchema = z
  .object({
    competition: competitionWireSchema,
    rules: z.object({
      pointsForWin: count,
      pointsForDraw: count,
      tieBreakers: z.array(z.enum(tieBreakersWire)),
    }),
    rows: z.array(standingRowSchema),
    inPlay: z.array(z.object({ matchID: z.string(), homeTeamID: z.string(), awayTeamID: z.string() })),
  })
  .check(
    z.refine(
      (t) =>
        t.rows.every((r) => r.played === r.won + r.drawn + r.lost) &&
        new Set(t.rows.map((r) => r.teamID)).size === t.rows.length,
      'every row counts its matches once, and each team has one row',
    ),
  );

export const standingsWireSchema = wireSchema<StandingsWire>()(
  z.object({
    teamID: z.string(),
    season: z.string(),
    tables: z.array(standingsTableSchema),
  }),
);
