/**
 * Video time and match time (ARCHITECTURE "Video time and match time"):
 * the ONE rule that maps a match event to its place on the video's timeline, and a place on
 * the video's timeline to the events the fan has seen there.
 *
 * Three clocks meet here:
 *   - the video's: a position in seconds on the player's timeline;
 *   - the wall clock: a live stream dates its segments (EXT-X-PROGRAM-DATE-TIME), so the player
 *     knows the moment any position shows (a `ProgramTimeAnchor`: one position and its moment;
 *     the stream runs in real time, a second of video per second of wall clock);
 *   - the match clock: "23'", "45+2'", HT, "67'", "90+4'", FT, counted from the whistles the
 *     feed sends (kick-off, half-time, second half, full time) with their wall-clock times.
 *
 * An event's moment is the feed's wall-clock time (publishedAt), held inside the minute its
 * own match clock names: a feed that publishes an event late (a goal typed in a minute after
 * it happened) still puts it in its minute, never after the moment the video shows the next
 * minute. The whistles are their own moments. Everything else follows: an event's video
 * position is its moment through the anchor, and the events seen at a position are those whose
 * moment the video has reached. Properties (video-match-time.test.ts): positions follow the
 * match clock across half-time and added time, the clock at an event's position reads the
 * event's own minute, what is seen only grows as the video goes on, and each event is seen
 * from its own position on, not a frame before.
 */
import { clockLabel, minuteOf } from '../matches/live-clock';
import type { MatchEvent } from '../matches/match-types';

/** a position on the video's timeline (seconds) and the wall-clock moment shown there (epoch ms) */
export interface ProgramTimeAnchor {
  readonly position: number;
  readonly wallMs: number;
}

/** the whistles' wall-clock moments (epoch ms), null until the feed has sent them */
export interface MatchWhistles {
  readonly kickOffMs: number | null;
  readonly halfTimeMs: number | null;
  readonly secondHalfMs: number | null;
  readonly fullTimeMs: number | null;
}

const MINUTE_MS = 60_000;
/** positions closer than half a millisecond are the same frame (floating point, not the video) */
const SAME_POSITION_S = 0.0005;
const HALF_MINUTES = { 1: 45, 2: 90 } as const;

const publishedMs = (e: Pick<MatchEvent, 'publishedAt'>): number => Date.parse(e.publishedAt);

/**
 * The whistles from the timeline (the first of each kind by sequence). The kick-off falls back to
 * the fixture's kick-off time when the feed has not sent it: the first half still has a clock.
 */
export function matchWhistles(timeline: readonly MatchEvent[], kickOffIso?: string): MatchWhistles {
  const first = (kind: MatchEvent['kind']): number | null => {
    let found: MatchEvent | undefined;
    for (const e of timeline) if (e.kind === kind && (!found || e.sequence < found.sequence)) found = e;
    const ms = found ? publishedMs(found) : Number.NaN;
    return Number.isFinite(ms) ? ms : null;
  };
  const scheduled = kickOffIso === undefined ? Number.NaN : Date.parse(kickOffIso);
  return {
    kickOffMs: first('kick-off') ?? (Number.isFinite(scheduled) ? scheduled : null),
    halfTimeMs: first('half-time'),
    secondHalfMs: first('second-half'),
    fullTimeMs: first('full-time'),
  };
}

const WHISTLES: ReadonlySet<MatchEvent['kind']> = new Set(['kick-off', 'half-time', 'second-half', 'full-time']);

/** where a period's minute (+ added) starts on the wall clock, when that period's whistle is known */
function minuteStartMs(w: MatchWhistles, e: Pick<MatchEvent, 'period' | 'minute' | 'addedMinute'>): number | null {
  if (e.period === 1 && w.kickOffMs !== null) return w.kickOffMs + (e.minute - 1 + e.addedMinute) * MINUTE_MS;
  if (e.period === 2 && w.secondHalfMs !== null) return w.secondHalfMs + (e.minute - 46 + e.addedMinute) * MINUTE_MS;
  return null;
}

/** the whistle that ends a period, when the feed has sent it */
const periodEndMs = (w: MatchWhistles, period: number): number | null =>
  period === 1 ? w.halfTimeMs : period === 2 ? w.fullTimeMs : null;

/**
 * An event's moment on the wall clock (epoch ms): its publication time, held inside the minute
 * its match clock names (when that half's whistle is known) and before the whistle that ended
 * its half. Whistles are their own moments.
 */
export function eventMomentMs(e: MatchEvent, w: MatchWhistles): number {
  const published = publishedMs(e);
  if (WHISTLES.has(e.kind)) return published;
  const start = minuteStartMs(w, e);
  if (start === null) return published;
  const inMinute = Number.isFinite(published) ? Math.min(Math.max(published, start), start + MINUTE_MS - 1) : start;
  const end = periodEndMs(w, e.period);
  return end !== null && inMinute >= end ? Math.max(start, end - 1) : inMinute;
}

/** the match clock at a wall-clock moment: 'Pre-match', "23'", "45+2'", 'HT', "67'", "90+4'", 'FT' ('' with no kick-off) */
export function matchClockAt(w: MatchWhistles, wallMs: number): string {
  if (w.kickOffMs === null) return '';
  if (wallMs < w.kickOffMs) return 'Pre-match';
  if (w.fullTimeMs !== null && wallMs >= w.fullTimeMs) return 'FT';
  if (w.secondHalfMs !== null && wallMs >= w.secondHalfMs) {
    const { minute, addedMinute } = minuteOf(2, wallMs - w.secondHalfMs);
    return clockLabel(minute, addedMinute);
  }
  if (w.halfTimeMs !== null && wallMs >= w.halfTimeMs) return 'HT';
  const { minute, addedMinute } = minuteOf(1, wallMs - w.kickOffMs);
  return clockLabel(minute, addedMinute);
}

/** an event's own clock label: "23'", "45+2'", or the whistle's word */
export function eventClockLabel(e: Pick<MatchEvent, 'kind' | 'minute' | 'addedMinute' | 'period'>): string {
  if (e.kind === 'half-time') return 'HT';
  if (e.kind === 'full-time') return 'FT';
  if (e.period === 0) return 'Pre-match';
  const cap = HALF_MINUTES[e.period === 2 ? 2 : 1];
  return clockLabel(Math.min(e.minute, cap), e.addedMinute);
}

export const wallAtPosition = (anchor: ProgramTimeAnchor, position: number): number =>
  anchor.wallMs + (position - anchor.position) * 1000;

export const positionAtWall = (anchor: ProgramTimeAnchor, wallMs: number): number =>
  anchor.position + (wallMs - anchor.wallMs) / 1000;

/** The rule over one match and one video: every mapping the player and the match centre need. */
export interface VideoMatchTime {
  /** where an event is on the video's timeline (seconds; may be outside what the stream still holds) */
  positionOf(e: MatchEvent): number;
  /** the events the video has shown by `position`, in the timeline's order */
  seenAt(position: number): readonly MatchEvent[];
  /** the wall-clock moment shown at `position` */
  wallAt(position: number): number;
  /** the match clock shown at `position` ("23'", 'HT'...) */
  clockAt(position: number): string;
  readonly whistles: MatchWhistles;
}

export function videoMatchTime(
  timeline: readonly MatchEvent[],
  anchor: ProgramTimeAnchor,
  kickOffIso?: string,
): VideoMatchTime {
  const whistles = matchWhistles(timeline, kickOffIso);
  const positions = new Map(timeline.map((e) => [e.sequence, positionAtWall(anchor, eventMomentMs(e, whistles))]));
  const positionOf = (e: MatchEvent) => positions.get(e.sequence) ?? positionAtWall(anchor, eventMomentMs(e, whistles));
  return {
    whistles,
    positionOf,
    // compared as positions, as the player reports them: an event is seen from its own position on
    seenAt: (position) => timeline.filter((e) => positionOf(e) <= position + SAME_POSITION_S),
    wallAt: (position) => wallAtPosition(anchor, position),
    clockAt: (position) => matchClockAt(whistles, wallAtPosition(anchor, position)),
  };
}
