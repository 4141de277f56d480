/**
 * Attack momentum: for every minute played, which side is pressing, from -1 (the away
 * side) to 1 (the home side). Each attacking event weighs by how close it came (a goal 1, a shot on
 * target or the woodwork 0.7, a shot off target 0.45, a blocked one 0.4, a corner 0.35, an offside
 * 0.2, a free kick won 0.1); a minute's pressure is its own events plus what is left of the
 * minutes before, halving each minute, and its value is tanh(home - away), so one shot leans the
 * graph and a spell of them fills it. Read from the corrected timeline (a disallowed goal never
 * spikes it); a spoiler-free page passes the masked one.
 *
 * Properties (attack-momentum.test.ts): one value per minute played, in order, within [-1, 1];
 * swapping the sides negates it; a minute's value depends only on that minute and earlier ones (a
 * live graph never redraws its past unless the feed corrects it); more home pressure never lowers it.
 */
import { clockLabel } from './live-clock';
import type { MatchEvent, MatchEventKind } from './match-types';

export interface MatchMinute {
  readonly period: 1 | 2;
  /** 1..45 and 46..90; 45 or 90 in added time */
  readonly minute: number;
  readonly addedMinute: number;
}

export interface MomentumMinute extends MatchMinute {
  /** "23'", "45+2'" */
  readonly label: string;
  /** -1 (the away side pressing) .. 1 (the home side) */
  readonly value: number;
}

export const MOMENTUM_WEIGHTS: Readonly<Partial<Record<MatchEventKind, number>>> = {
  goal: 1,
  'penalty-goal': 1,
  'attempt-saved': 0.7,
  'hit-woodwork': 0.7,
  'penalty-missed': 0.7,
  'attempt-missed': 0.45,
  'attempt-blocked': 0.4,
  corner: 0.35,
  offside: 0.2,
  'free-kick': 0.1,
};
/** an own goal: pressure by the side it counts for */
const OWN_GOAL_WEIGHT = 0.6;
/** what is left of a minute's pressure a minute later */
export const MOMENTUM_DECAY = 0.5;

const HALF_END = { 1: 45, 2: 90 } as const;

const isAfter = (a: MatchMinute, b: MatchMinute) =>
  a.period !== b.period
    ? a.period > b.period
    : a.minute !== b.minute
      ? a.minute > b.minute
      : a.addedMinute > b.addedMinute;

/** the minute of an event, kept inside its half (a feed's minute 50 in the first half is 45+5) */
function minuteOfEvent(e: MatchEvent): MatchMinute | null {
  if (e.period !== 1 && e.period !== 2) return null;
  const start = e.period === 1 ? 1 : 46;
  const end = HALF_END[e.period];
  const played = Math.max(start, e.minute) + Math.max(0, e.addedMinute);
  return played > end
    ? { period: e.period, minute: end, addedMinute: played - end }
    : { period: e.period, minute: played, addedMinute: 0 };
}

/**
 * Every minute played up to `upTo` (the live clock; null: the newest event's minute): 1' to 45',
 * the first half's added minutes, 46' to 90', the second half's added minutes.
 */
export function minutesPlayed(timeline: readonly MatchEvent[], upTo: MatchMinute | null): MatchMinute[] {
  let end: MatchMinute | null = upTo;
  let firstHalfAdded = 0;
  for (const e of timeline) {
    const m = minuteOfEvent(e);
    if (!m) continue;
    if (m.period === 1) firstHalfAdded = Math.max(firstHalfAdded, m.addedMinute);
    if (!end || isAfter(m, end)) end = m;
  }
  if (!end) return [];
  const out: MatchMinute[] = [];
  const half = (period: 1 | 2, last: number, added: number) => {
    for (let minute = period === 1 ? 1 : 46; minute <= last; minute += 1) out.push({ period, minute, addedMinute: 0 });
    for (let a = 1; a <= added; a += 1) out.push({ period, minute: HALF_END[period], addedMinute: a });
  };
  if (end.period === 1) half(1, end.minute, end.minute === 45 ? end.addedMinute : 0);
  else {
    half(1, 45, firstHalfAdded);
    half(2, end.minute, end.minute === 90 ? end.addedMinute : 0);
  }
  return out;
}

const keyOf = (m: MatchMinute) => `${m.period}:${m.minute}:${m.addedMinute}`;

export function attackMomentum(timeline: readonly MatchEvent[], upTo: MatchMinute | null): MomentumMinute[] {
  const minutes = minutesPlayed(timeline, upTo);
  const index = new Map(minutes.map((m, i) => [keyOf(m), i]));
  const home = new Array<number>(minutes.length).fill(0);
  const away = new Array<number>(minutes.length).fill(0);
  for (const e of timeline) {
    const m = minuteOfEvent(e);
    const i = m ? index.get(keyOf(m)) : undefined;
    if (i === undefined || !e.side) continue;
    const own = e.kind === 'own-goal';
    const weight = own ? OWN_GOAL_WEIGHT : (MOMENTUM_WEIGHTS[e.kind] ?? 0);
    const side = own ? (e.side === 'home' ? 'away' : 'home') : e.side;
    (side === 'home' ? home : away)[i]! += weight;
  }
  let h = 0;
  let a = 0;
  return minutes.map((m, i) => {
    h = h * MOMENTUM_DECAY + home[i]!;
    a = a * MOMENTUM_DECAY + away[i]!;
    return { ...m, label: clockLabel(m.minute, m.addedMinute), value: Math.tanh(h - a) };
  });
}

/** a minute leans to a side from this value on */
export const MOMENTUM_LEAN = 0.25;

/** the graph in words, for a screen reader (and anyone who cannot read a graph) */
export function momentumSummary(graph: readonly MomentumMinute[], home: string, away: string): string {
  const first = graph[0];
  const last = graph[graph.length - 1];
  if (!first || !last) return 'Attack momentum starts at kick-off.';
  const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
  const homeOnTop = graph.filter((m) => m.value >= MOMENTUM_LEAN).length;
  const awayOnTop = graph.filter((m) => m.value <= -MOMENTUM_LEAN).length;
  const recent = graph.slice(-5);
  const lean = recent.reduce((sum, m) => sum + m.value, 0) / recent.length;
  const lately = lean >= MOMENTUM_LEAN ? `${home} on top` : lean <= -MOMENTUM_LEAN ? `${away} on top` : 'even';
  return `Attack momentum, ${first.label} to ${last.label}: ${home} on top for ${minutes(homeOnTop)}, ${away} for ${minutes(awayOnTop)}; the last ${minutes(recent.length)}: ${lately}.`;
}

/** the minute a momentum graph runs to: the match clock while it is on, else the newest event's */
export function momentumUpTo(
  state: string,
  clock: { readonly minute: number; readonly addedMinute: number },
): MatchMinute | null {
  if (state !== 'live' && state !== 'half-time' && state !== 'full-time') return null;
  return { period: clock.minute <= 45 ? 1 : 2, minute: clock.minute, addedMinute: clock.addedMinute };
}
