/**
 * Key moments: the match's goals, cards, substitutions, half-time and full-time
 * as markers on the video's timeline, each at its place (video-match-time.ts), and where
 * choosing one starts playing: a few seconds before it, so the fan sees the build-up.
 * Only moments inside what the stream still holds are offered (a live window slides).
 */
import type { MatchEvent, MatchEventKind, Side } from '../matches/match-types';
import { eventClockLabel, type VideoMatchTime } from './video-match-time';

export type KeyMomentKind = 'goal' | 'card' | 'substitution' | 'half-time' | 'full-time';

export interface KeyMoment {
  readonly sequence: number;
  readonly kind: KeyMomentKind;
  /** 'Goal', 'Own goal', 'Yellow card'... */
  readonly title: string;
  /** the match clock as written: "23'", "45+2'", 'HT', 'FT' */
  readonly clock: string;
  readonly side: Side | null;
  /** the team it counts for, and who ('' when the feed names nobody) */
  readonly team: string;
  readonly player: string;
  /** seconds on the video's timeline */
  readonly position: number;
  /** where choosing it starts playing */
  readonly startAt: number;
  /** the words for assistive technology and the button's name: 'Goal, 23 minutes, UZFC, Sam Reed' */
  readonly label: string;
}

/** choosing a moment plays from this many seconds before it */
export const KEY_MOMENT_LEAD_S = 5;

const MOMENTS: Partial<Record<MatchEventKind, { kind: KeyMomentKind; title: string }>> = {
  goal: { kind: 'goal', title: 'Goal' },
  'penalty-goal': { kind: 'goal', title: 'Penalty goal' },
  'own-goal': { kind: 'goal', title: 'Own goal' },
  'yellow-card': { kind: 'card', title: 'Yellow card' },
  'second-yellow': { kind: 'card', title: 'Second yellow card' },
  'red-card': { kind: 'card', title: 'Red card' },
  substitution: { kind: 'substitution', title: 'Substitution' },
  'half-time': { kind: 'half-time', title: 'Half-time' },
  'full-time': { kind: 'full-time', title: 'Full-time' },
};

export const isKeyMoment = (e: Pick<MatchEvent, 'kind'>): boolean => MOMENTS[e.kind] !== undefined;

/** "45+2'" said as words: '45 plus 2 minutes'; 'HT' and 'FT' need none (the title says it) */
export function spokenClock(clock: string): string {
  const m = /^(\d+)(?:\+(\d+))?'$/.exec(clock);
  if (!m) return '';
  return m[2] ? `${m[1]} plus ${m[2]} minutes` : `${m[1]} minutes`;
}

export interface KeyMomentsInput {
  /** the timeline as the fan may see it (masked already when they hide scores) */
  readonly timeline: readonly MatchEvent[];
  readonly time: VideoMatchTime;
  /** what the stream holds now, in seconds (the live window, or 0..duration) */
  readonly window: { readonly start: number; readonly end: number };
  readonly teams: { readonly home: string; readonly away: string };
  /** player names by id (line-ups); a player the map does not know is left out of the words */
  readonly names?: ReadonlyMap<string, string>;
}

export function keyMoments({ timeline, time, window, teams, names }: KeyMomentsInput): readonly KeyMoment[] {
  const moments: KeyMoment[] = [];
  for (const e of timeline) {
    const m = MOMENTS[e.kind];
    if (!m) continue;
    const position = time.positionOf(e);
    if (!(position >= window.start && position <= window.end)) continue;
    // an own goal is scored by a player of one side for the other: the team it counts for
    const countsFor: Side | null = e.kind === 'own-goal' && e.side ? (e.side === 'home' ? 'away' : 'home') : e.side;
    const team = countsFor ? teams[countsFor] : '';
    const player = (e.playerID && names?.get(e.playerID)) || '';
    const clock = eventClockLabel(e);
    const onFor = e.kind === 'substitution' && e.secondaryPlayerID ? names?.get(e.secondaryPlayerID) : undefined;
    const who = e.kind === 'substitution' && player && onFor ? `${onFor} on for ${player}` : player;
    const label = [m.title, spokenClock(clock), team, who].filter(Boolean).join(', ');
    moments.push({
      sequence: e.sequence,
      kind: m.kind,
      title: m.title,
      clock,
      side: countsFor,
      team,
      player: who,
      position,
      startAt: Math.max(window.start, position - KEY_MOMENT_LEAD_S),
      label,
    });
  }
  return moments.sort((a, b) => a.position - b.position || a.sequence - b.sequence);
}

/**
 * Where 'Watch from kick-off' starts: the kick-off's place on the video (the feed's whistle, or
 * the fixture's kick-off time), when the stream still holds it; null otherwise.
 */
export function kickOffPosition(time: VideoMatchTime, window: { readonly start: number; readonly end: number }) {
  const { kickOffMs } = time.whistles;
  if (kickOffMs === null) return null;
  const position = window.start + (kickOffMs - time.wallAt(window.start)) / 1000;
  return position >= window.start && position <= window.end ? position : null;
}
