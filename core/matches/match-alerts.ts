/**
 * What a fan following a match is told when it changes: a goal, a goal
 * disallowed, a goal's scorer or side corrected, the final score. One rule compares the match as
 * the fan last saw it with the match now, both read from the corrected timeline, so an alert never
 * reports a goal the timeline has already taken back, and every alert carries the score as it
 * stands now: an alert that replaces another never leaves the old score beside the new one. The
 * match centre's polite announcement and the site-wide goal alerts both use it.
 */
import { clockLabel } from './live-clock';
import type { MatchCentre } from './match-centre';
import type { Lineup, MatchEvent, Score, Side } from './match-types';

export type MatchAlertKind = 'goal' | 'goal-disallowed' | 'goal-corrected' | 'full-time';

export interface MatchAlert {
  readonly kind: MatchAlertKind;
  readonly matchID: string;
  /** the goal the alert is about (as it now stands; a disallowed one as it was), null at full time */
  readonly goal: MatchEvent | null;
  /** the score as it now stands */
  readonly score: Score;
  /** the whole alert in one sentence: an announcement, an in-page alert and a system notification say the same */
  readonly text: string;
}

export type AlertView = Pick<MatchCentre, 'match' | 'timeline' | 'state' | 'lineups'>;

const GOAL_KINDS: ReadonlySet<MatchEvent['kind']> = new Set(['goal', 'own-goal', 'penalty-goal']);
export const isGoal = (e: MatchEvent): boolean => GOAL_KINDS.has(e.kind);

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
/** the side a goal counts for: an own goal counts for the other side */
export const goalFor = (e: MatchEvent): Side | null => (e.side && e.kind === 'own-goal' ? other(e.side) : e.side);

const goalsOf = (timeline: readonly MatchEvent[]): Map<number, MatchEvent> =>
  new Map(timeline.filter(isGoal).map((e) => [e.sequence, e]));

const sameGoal = (a: MatchEvent, b: MatchEvent) =>
  a.kind === b.kind && a.side === b.side && a.playerID === b.playerID && a.minute === b.minute;

function playerName(lineups: readonly Lineup[], playerID: string | null): string {
  if (!playerID) return '';
  for (const l of lineups)
    for (const p of [...l.starting, ...l.substitutes]) if (p.playerID === playerID) return p.name;
  return '';
}

/** 'UZFC 2, Greywater City 1' */
export const scoreLine = (view: Pick<AlertView, 'match'>, score: Score): string =>
  `${view.match.home.name} ${score.home}, ${view.match.away.name} ${score.away}`;

function goalSentence(view: AlertView, goal: MatchEvent): string {
  const side = goalFor(goal);
  const team = side ? view.match[side].name : '';
  const minute = clockLabel(goal.minute, goal.addedMinute).replace("'", '');
  const scorer = playerName(view.lineups, goal.playerID);
  const own = goal.kind === 'own-goal' ? ' (own goal)' : '';
  return `${team}${own}, ${minute} minutes${scorer ? `, ${scorer}` : ''}`;
}

export function alertText(kind: MatchAlertKind, view: AlertView, goal: MatchEvent | null, score: Score): string {
  const line = scoreLine(view, score);
  if (kind === 'full-time' || !goal) return `Full-time: ${line}.`;
  const about = goalSentence(view, goal);
  if (kind === 'goal-disallowed') return `Goal disallowed: ${about}. ${line}.`;
  if (kind === 'goal-corrected') return `Goal corrected: ${about}. ${line}.`;
  return `Goal for ${about}. ${line}.`;
}

/**
 * The alert for what changed from `before` to `after` (the same match), or null when nothing a
 * fan is alerted to changed. One alert per change, the most telling: the final score, then a
 * goal taken back, then a goal corrected, then the newest goal.
 */
export function matchAlert(before: AlertView, after: AlertView): MatchAlert | null {
  const score = after.match.score;
  if (!score || before.match.matchID !== after.match.matchID) return null;
  const was = goalsOf(before.timeline);
  const now = goalsOf(after.timeline);
  const make = (kind: MatchAlertKind, goal: MatchEvent | null): MatchAlert => ({
    kind,
    matchID: after.match.matchID,
    goal,
    score,
    text: alertText(kind, after, goal, score),
  });
  if (before.state !== 'full-time' && after.state === 'full-time') return make('full-time', null);
  const withdrawn = [...was.values()].filter((g) => !now.has(g.sequence));
  // the disallowed goal is described as it was (the names come from the same match's line-ups)
  if (withdrawn.length > 0) return make('goal-disallowed', withdrawn[withdrawn.length - 1]!);
  const corrected = [...now.values()].filter((g) => was.has(g.sequence) && !sameGoal(was.get(g.sequence)!, g));
  if (corrected.length > 0) return make('goal-corrected', corrected[corrected.length - 1]!);
  const added = [...now.values()].filter((g) => !was.has(g.sequence));
  if (added.length > 0) return make('goal', added[added.length - 1]!);
  return null;
}
