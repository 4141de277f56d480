/**
 * Statistics folded from the feed's events, so the match centre's numbers move with the
 * commentary instead of waiting for the next totals. Each event counts towards the side that
 * made it; a second yellow is both a yellow and a red card; possession is the newest figure
 * the feed sent. Property: over a match's events this equals the feed's own totals.
 */
import type { MatchEvent, MatchEventKind, MatchStatistics, TeamStatistics } from './match-types';

type Counted = Exclude<keyof TeamStatistics, 'possession'>;

/** which statistics each kind of event adds one to */
const countsOf: Partial<Record<MatchEventKind, readonly Counted[]>> = {
  goal: ['shots', 'shotsOnTarget'],
  'penalty-goal': ['shots', 'shotsOnTarget'],
  'attempt-saved': ['shots', 'shotsOnTarget'],
  'penalty-missed': ['shots'],
  'attempt-missed': ['shots'],
  'attempt-blocked': ['shots'],
  'hit-woodwork': ['shots'],
  corner: ['corners'],
  foul: ['fouls'],
  'yellow-card': ['yellowCards'],
  'second-yellow': ['yellowCards', 'redCards'],
  'red-card': ['redCards'],
};

const zero = (possession: number): TeamStatistics => ({
  possession,
  shots: 0,
  shotsOnTarget: 0,
  corners: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
});

export const emptyStatistics: MatchStatistics = { home: zero(50), away: zero(50) };

/** events must be de-duplicated (a timeline): each one is counted once */
export function foldStatistics(events: readonly MatchEvent[]): MatchStatistics {
  const home: Record<keyof TeamStatistics, number> = { ...zero(50) };
  const away: Record<keyof TeamStatistics, number> = { ...zero(50) };
  let possessionAt = -1;
  for (const e of events) {
    if (e.possessionHome !== null && e.sequence > possessionAt) {
      possessionAt = e.sequence;
      home.possession = e.possessionHome;
      away.possession = 100 - e.possessionHome;
    }
    if (!e.side) continue;
    for (const stat of countsOf[e.kind] ?? []) (e.side === 'home' ? home : away)[stat] += 1;
  }
  return { home, away };
}

/** the score the events add up to (an own goal counts for the other side) */
export function foldScore(events: readonly MatchEvent[]): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const e of events) {
    if (!e.side) continue;
    if (e.kind === 'goal' || e.kind === 'penalty-goal') score[e.side] += 1;
    else if (e.kind === 'own-goal') score[e.side === 'home' ? 'away' : 'home'] += 1;
  }
  return score;
}
