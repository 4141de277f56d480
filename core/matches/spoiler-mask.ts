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
  return timeline
    .filter((e) => !isSpoiler(e))
    .map((e) => {
      const text = neutralText[e.kind];
      return text === undefined ? e : { ...e, text };
    });
}

/**
 * A score written in a headline ('Report: UZFC 2-1 Harbour Town'): one or two digits each side
 * of a hyphen or en dash, not part of a date, a time, a season (2025-26) or a formation (4-3-3).
 */
const HEADLINE_SCORE = /(?<![\d.:/–-])\d{1,2} ?[-–] ?\d{1,2}(?![\d.:/–-])/g;

export type HeadlinePart = { readonly text: string } | { readonly score: string };

/** the headline cut around its scores, so a spoiler-free list can hold them back */
export function headlineParts(title: string): HeadlinePart[] {
  const parts: HeadlinePart[] = [];
  let at = 0;
  for (const m of title.matchAll(HEADLINE_SCORE)) {
    if (m.index > at) parts.push({ text: title.slice(at, m.index) });
    parts.push({ score: m[0] });
    at = m.index + m[0].length;
  }
  if (at < title.length) parts.push({ text: title.slice(at) });
  return parts;
}
