/**
 * Wire -> core for match data. The wire was designed with core's shapes, so the mapping is a
 * typed copy; it still lives here so a change on either side shows up as one compile error.
 * The in-memory adapters map the shared seed through these same functions.
 */
import type { FixtureList, Match, MatchDetail, MatchEvent, SeasonsHeld, TeamStandings } from '@core';
import type {
  FixturesWire,
  MatchDetailWire,
  MatchEventWire,
  MatchWire,
  SeasonsWire,
  StandingsWire,
} from '@protocol/match-data/match-wire';

export const toMatch = (w: MatchWire): Match => ({
  ...w,
  competition: { ...w.competition },
  home: { ...w.home },
  away: { ...w.away },
  score: w.score && { ...w.score },
});

/** the service's seasons; an older service that names none has the season it answered */
const seasonsOf = (w: SeasonsWire & { readonly season: string }): SeasonsHeld => ({
  currentSeason: w.currentSeason || w.season,
  seasons: w.seasons.length > 0 ? [...w.seasons] : [w.season],
});

export const toFixtureList = (w: FixturesWire): FixtureList => ({
  season: w.season,
  ...seasonsOf(w),
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
  ...seasonsOf(w),
  tables: w.tables.map((t) => ({
    competition: { ...t.competition },
    season: w.season,
    rules: { ...t.rules, tieBreakers: [...t.rules.tieBreakers] },
    tallies: t.rows.map((r) => ({ ...r, form: [...r.form] })),
    inPlay: t.inPlay.map((m) => ({ ...m })),
  })),
});
