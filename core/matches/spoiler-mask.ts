/**
 * Spoiler-free mode: until a fan chooses to reveal, a match shows no score, no result and no
 * goal. Goal events (and VAR decisions about them) leave the timeline; the whistles, whose
 * commentary quotes the score, keep their place with neutral words.
 */
import type { Match, MatchEvent, MatchEventKind } from './match-types';

const GOAL_KINDS: ReadonlySet<MatchEventKind> = new Set(['goal', 'own-goal', 'penalty-goal', 'penalty-missed']);
const neutralText: Partial<Record<MatchEventKind, string>> = {
  'half-time': 'First Half ends.',
  'second-half': 'Second Half begins.',
  'full-time': 'Match ends.',
};

export const isSpoiler = (e: MatchEvent): boolean =>
  GOAL_KINDS.has(e.kind) || (e.kind === 'var' && /goal/i.test(e.text));

export function maskMatch<M extends Pick<Match, 'score'>>(match: M, revealed: boolean): M {
  return revealed ? match : { ...match, score: null };
}

export function maskTimeline(timeline: readonly MatchEvent[], revealed: boolean): readonly MatchEvent[] {
  if (revealed) return timeline;
  return timeline.filter((e) => !isSpoiler(e)).map((e) => {
    const text = neutralText[e.kind];
    return text === undefined ? e : { ...e, text };
  });
}
