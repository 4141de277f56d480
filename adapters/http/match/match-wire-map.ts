/**
 * Wire -> core for match data. The wire was designed with core's shapes, so the mapping is a
 * typed copy; it still lives here so a change on either side shows up as one compile error.
 * The in-memory adapters map the shared seed through these same functions.
 */
import type { FixtureList, Match, MatchDetail, MatchEvent, TeamStandings } from '@core';
import type {
  FixturesWire,
  MatchDetailWire,
  MatchEventWire,
  MatchWire,
  StandingsWire,
} from '@protocol/match-data/match-wire';

export const toMatch = (w: MatchWire): Match => ({
  ...w,
  competition: { ...w.competition },
  home: { ...w.home },
  away: { ...w.away },
  score: w.score && { ...w.score },
});

export const toFixtureList = (w: FixturesWire): FixtureList => ({
  matches: w.fixtures.map(toMatch),
  preseason: w.preseason,
});

export const toMatchEvent = (w: MatchEventWire): MatchEvent => ({ ...w });

export const toMatchDetail = (w: MatchDetailWire): MatchDetail => ({
  match: toMatch(w.match),
  lineups: w.lineups.map((l) => ({
    ...l,
    starting: l.starting.map((p) => ({ ...p })),
    substitutes: l.substitutes.map((p) => ({ ...p })),
  })),
  events: w.events.map(toMatchEvent),
  statistics: { home: { ...w.statistics.home }, away: { ...w.statistics.away } },
  playerOfTheMatch: w.playerOfTheMatch && { ...w.playerOfTheMatch },
});

export const toTeamStandings = (w: StandingsWire): TeamStandings => ({
  teamID: w.teamID,
  season: w.season,
  tables: w.tables.map((t) => ({
    competition: { ...t.competition },
    season: w.season,
    rules: { ...t.rules, tieBreakers: [...t.rules.tieBreakers] },
    tallies: t.rows.map((r) => ({ ...r, form: [...r.form] })),
    inPlay: t.inPlay.map((m) => ({ ...m })),
  })),
});
