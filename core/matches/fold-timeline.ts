/**
 * The match centre's timeline from a stream of feed events: one entry per sequence number,
 * ordered by it. A reconnecting feed may send an event twice or out of order; folding makes
 * both harmless (property: any shuffle or duplication of the same events folds to the same
 * timeline). The first copy of a sequence wins, so a replayed event never rewrites history.
 */
import type { MatchEvent } from './match-types';

const ascending = (events: readonly MatchEvent[]): boolean =>
  events.every((e, i) => i === 0 || events[i - 1]!.sequence < e.sequence);

export function foldTimeline(timeline: readonly MatchEvent[], incoming: readonly MatchEvent[]): readonly MatchEvent[] {
  if (incoming.length === 0) return timeline;
  // the live case, once per event of a long match: new events after everything held, in order,
  // are appended without rebuilding and re-sorting hundreds of entries
  if (
    ascending(incoming) &&
    ascending(timeline) &&
    (timeline.length === 0 || timeline[timeline.length - 1]!.sequence < incoming[0]!.sequence)
  ) {
    return timeline.length === 0 ? incoming : [...timeline, ...incoming];
  }
  const bySequence = new Map<number, MatchEvent>();
  for (const e of timeline) if (!bySequence.has(e.sequence)) bySequence.set(e.sequence, e);
  let changed = false;
  for (const e of incoming) {
    if (bySequence.has(e.sequence)) continue;
    bySequence.set(e.sequence, e);
    changed = true;
  }
  if (!changed) return timeline;
  return [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
}

/** the sequence to resume after: the newest one held (0 for an empty timeline) */
export const lastSequence = (timeline: readonly MatchEvent[]): number =>
  timeline.reduce((max, e) => Math.max(max, e.sequence), 0);

/** a gap means an event is still missing (the feed will resend it after a reconnect) */
export const missingSequences = (timeline: readonly MatchEvent[]): number[] => {
  const held = new Set(timeline.map((e) => e.sequence));
  return Array.from({ length: lastSequence(timeline) }, (_, i) => i + 1).filter((s) => !held.has(s));
};
