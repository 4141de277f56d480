/**
 * A player's season folded from the played matches' line-ups and events, so a profile's numbers
 * are the match centre's numbers and never a second source that can disagree.
 *
 * Only 'played' matches count: an abandoned match's record is void, a live one is not final.
 * Per match, a starter plays from 0; a substitute from the minute he comes on; either plays until
 * he is substituted off or sent off (red card or second yellow), else to 90. Minutes in added time
 * count as the 45th or 90th (the feed's own minute), so a match is never more than 90 minutes.
 * Goals are 'goal' and 'penalty-goal' events of the club's side; an own goal scores for the other
 * side and is nobody's goal. A second yellow is a yellow and a red, as the match centre counts it.
 * A clean sheet is a goalkeeper's 60 minutes or more in a match the club conceded no goal.
 */
import { correctTimeline } from '../matches/event-corrections';
import { foldScore } from '../matches/fold-statistics';
import { resultForClub } from '../matches/match-result';
import type { Lineup, Match, MatchDetail, MatchEvent, MatchResult, PlayerPosition, Side } from '../matches/match-types';
import type { PlayerSeasonStats } from './team-types';

export const MATCH_MINUTES = 90;
export const CLEAN_SHEET_MIN_MINUTES = 60;

export interface MatchContribution {
  readonly playerID: string;
  readonly started: boolean;
  readonly appeared: boolean;
  readonly minutes: number;
  readonly goals: number;
  readonly assists: number;
  readonly yellowCards: number;
  readonly redCards: number;
  readonly cleanSheet: boolean;
}

export interface RecentAppearance {
  readonly match: Match;
  /** win, draw or loss from the club's side */
  readonly result: MatchResult | null;
  readonly contribution: MatchContribution;
}

export const countsForStats = (match: Pick<Match, 'status'>): boolean => match.status === 'played';

export const clubSideOf = (match: Pick<Match, 'home' | 'away'>): Side | null =>
  match.home.isClub ? 'home' : match.away.isClub ? 'away' : null;

const clamp = (minute: number) => Math.max(0, Math.min(MATCH_MINUTES, minute));
const isGoal = (e: MatchEvent) => e.kind === 'goal' || e.kind === 'penalty-goal';
const isSendingOff = (e: MatchEvent) => e.kind === 'red-card' || e.kind === 'second-yellow';

const zeroStats = (playerID: string): PlayerSeasonStats => ({
  playerID,
  appearances: 0,
  starts: 0,
  minutes: 0,
  goals: 0,
  assists: 0,
  yellowCards: 0,
  redCards: 0,
  cleanSheets: 0,
});

/** the club's players' part in one match, by player id; empty for a match that does not count */
export function matchContributions(detail: MatchDetail): Map<string, MatchContribution> {
  const out = new Map<string, MatchContribution>();
  const side = clubSideOf(detail.match);
  if (!side || !countsForStats(detail.match)) return out;
  const lineup: Lineup | undefined = detail.lineups.find((l) => l.side === side);
  const starters = new Set(lineup?.starting.map((p) => p.playerID) ?? []);
  const positions = new Map<string, PlayerPosition>(
    [...(lineup?.starting ?? []), ...(lineup?.substitutes ?? [])].map((p) => [p.playerID, p.position]),
  );
  // the match as it stands: a disallowed goal is nobody's, a corrected scorer's is the new scorer's
  const events = correctTimeline(detail.events).timeline;
  const ours = events.filter((e) => e.side === side);
  const conceded = foldScore(events)[side === 'home' ? 'away' : 'home'];

  const ids = new Set<string>(starters);
  for (const e of ours) {
    if (e.playerID) ids.add(e.playerID);
    if (e.secondaryPlayerID && (e.kind === 'substitution' || isGoal(e))) ids.add(e.secondaryPlayerID);
  }
  for (const playerID of ids) {
    const cameOn = ours.find((e) => e.kind === 'substitution' && e.secondaryPlayerID === playerID);
    const started = starters.has(playerID);
    const appeared = started || cameOn !== undefined;
    const on = started ? 0 : cameOn ? clamp(cameOn.minute) : MATCH_MINUTES;
    const wentOff = ours.find(
      (e) => e.playerID === playerID && (e.kind === 'substitution' || isSendingOff(e)) && clamp(e.minute) >= on,
    );
    const minutes = appeared ? Math.max(0, (wentOff ? clamp(wentOff.minute) : MATCH_MINUTES) - on) : 0;
    const count = (test: (e: MatchEvent) => boolean) => ours.filter(test).length;
    out.set(playerID, {
      playerID,
      started,
      appeared,
      minutes,
      goals: count((e) => isGoal(e) && e.playerID === playerID),
      assists: count((e) => isGoal(e) && e.secondaryPlayerID === playerID),
      yellowCards: count((e) => (e.kind === 'yellow-card' || e.kind === 'second-yellow') && e.playerID === playerID),
      redCards: count((e) => isSendingOff(e) && e.playerID === playerID),
      cleanSheet: positions.get(playerID) === 'Goalkeeper' && minutes >= CLEAN_SHEET_MIN_MINUTES && conceded === 0,
    });
  }
  return out;
}

function add(stats: PlayerSeasonStats, c: MatchContribution): PlayerSeasonStats {
  return {
    playerID: stats.playerID,
    appearances: stats.appearances + (c.appeared ? 1 : 0),
    starts: stats.starts + (c.started ? 1 : 0),
    minutes: stats.minutes + c.minutes,
    goals: stats.goals + c.goals,
    assists: stats.assists + c.assists,
    yellowCards: stats.yellowCards + c.yellowCards,
    redCards: stats.redCards + c.redCards,
    cleanSheets: stats.cleanSheets + (c.cleanSheet ? 1 : 0),
  };
}

/** every club player who took part in the matches, by player id */
export function seasonStats(details: readonly MatchDetail[]): Map<string, PlayerSeasonStats> {
  const out = new Map<string, PlayerSeasonStats>();
  for (const detail of details) {
    for (const c of matchContributions(detail).values())
      out.set(c.playerID, add(out.get(c.playerID) ?? zeroStats(c.playerID), c));
  }
  return out;
}

/** one player's season; all zeros when he has not played */
export const playerSeasonStats = (playerID: string, details: readonly MatchDetail[]): PlayerSeasonStats =>
  seasonStats(details).get(playerID) ?? zeroStats(playerID);

/** the player's latest appearances, newest first */
export function recentAppearances(playerID: string, details: readonly MatchDetail[], limit = 5): RecentAppearance[] {
  return details
    .map((d) => ({ match: d.match, contribution: matchContributions(d).get(playerID) }))
    .filter((r): r is { match: Match; contribution: MatchContribution } => r.contribution?.appeared === true)
    .sort((a, b) => b.match.kickOff.localeCompare(a.match.kickOff) || b.match.matchID.localeCompare(a.match.matchID))
    .slice(0, Math.max(0, limit))
    .map((r) => ({ ...r, result: resultForClub(r.match) }));
}
