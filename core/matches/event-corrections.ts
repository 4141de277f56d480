/**
 * Corrections: the feed never rewrites what it published; it publishes a correction
 * of its own, with its own sequence, naming the event it puts right. The match as it now stands
 * is the ordinary events with the latest correction of each applied: 'replace' keeps the event's
 * place (its sequence and publication time) with the correction's content, 'withdraw' takes it
 * out. Score, statistics, clock, commentary, key events and alerts all read this one timeline,
 * so none of them can show a state the others have left behind.
 *
 * Properties (event-corrections.test.ts): the result depends on the set of publications only
 * (any order, any duplicates); a withdrawn event is nowhere in the timeline; the latest
 * correction of an event wins; `publicationsOf` gives back exactly the publications, so a held
 * match can resume its feed and be corrected again.
 */
import { foldTimeline } from './fold-timeline';
import type { MatchEvent } from './match-types';

export interface CorrectedTimeline {
  /** the events as they now stand, by sequence: corrections applied, withdrawn events gone */
  readonly timeline: readonly MatchEvent[];
  /** every publication the timeline does not show as published: the corrections, and the first versions of what they corrected */
  readonly superseded: readonly MatchEvent[];
}

export const isCorrection = (e: MatchEvent): boolean => e.correction != null;

/** `publications` in any order, duplicates allowed (a reconnecting feed) */
export function correctTimeline(publications: readonly MatchEvent[]): CorrectedTimeline {
  const folded = foldTimeline([], publications);
  // the usual case, every few seconds of a live match: nothing corrected, the fold as it is
  if (!folded.some(isCorrection)) return { timeline: folded, superseded: [] };
  const bySequence = new Map(folded.map((e) => [e.sequence, e]));
  /** event sequence -> its latest correction (the fold is in sequence order, so the last one seen) */
  const latest = new Map<number, MatchEvent>();
  for (const e of folded) {
    const target = e.correction ? bySequence.get(e.correction.sequence) : undefined;
    // a correction names an earlier, ordinary event; one that names anything else changes nothing
    if (target && !isCorrection(target) && target.sequence < e.sequence) latest.set(target.sequence, e);
  }
  const timeline: MatchEvent[] = [];
  const superseded: MatchEvent[] = [];
  for (const e of folded) {
    const correction = isCorrection(e) ? undefined : latest.get(e.sequence);
    if (isCorrection(e) || correction) superseded.push(e);
    if (isCorrection(e)) continue;
    if (!correction) timeline.push(e);
    else if (correction.correction?.action === 'replace')
      timeline.push({ ...correction, sequence: e.sequence, publishedAt: e.publishedAt, correction: null });
  }
  return { timeline, superseded };
}

/** the publications a corrected timeline was made of (the first copy of a sequence wins the fold: the original) */
export const publicationsOf = (corrected: CorrectedTimeline): readonly MatchEvent[] =>
  corrected.superseded.length === 0 ? corrected.timeline : foldTimeline(corrected.superseded, corrected.timeline);
