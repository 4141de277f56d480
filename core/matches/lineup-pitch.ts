/**
 * Line-ups on a pitch: where each starter stands in the formation, and what each
 * player of the match-day squad did (goals, cards, substitutions) from the corrected timeline.
 *
 * A formation '4-2-3-1' is lines behind the goalkeeper, back to front; the starters fill them in
 * the order the service lists them (goalkeeper, defenders, midfielders, forwards). A formation
 * that does not describe the ten outfield players (a typo, '4-4-3') is drawn by position instead:
 * a line each for defenders, midfielders and forwards, so every starter is always on the pitch
 * once. Coordinates are fractions of the team's own half, from its goal line (y 0) to the
 * halfway line (y 1), left to right as the team attacks (x 0..1).
 *
 * Properties (lineup-pitch.test.ts): every starter stands exactly once, inside the half; a line
 * holds its players left to right in the listed order; the goalkeeper is nearest the goal.
 */
import { clockLabel } from './live-clock';
import type { Lineup, LineupPlayer, MatchEvent, PlayerPosition } from './match-types';

export interface PitchSpot {
  readonly player: LineupPlayer;
  /** 0 the goalkeeper's line, then the formation's lines back to front */
  readonly line: number;
  /** across the pitch, 0..1 */
  readonly x: number;
  /** from the team's goal line (0) to halfway (1) */
  readonly y: number;
}

const POSITIONS: readonly PlayerPosition[] = ['Defender', 'Midfielder', 'Forward'];

/** the outfield lines a formation describes, or null when they do not add up to the ten outfield starters */
export function formationLines(formation: string, outfield: number): number[] | null {
  if (!/^\d+(-\d+)+$/.test(formation.trim())) return null;
  const lines = formation.trim().split('-').map(Number);
  return lines.every((n) => n > 0) && lines.reduce((a, b) => a + b, 0) === outfield ? lines : null;
}

export function pitchSpots(lineup: Pick<Lineup, 'formation' | 'starting'>): PitchSpot[] {
  const keeper = lineup.starting.find((p) => p.position === 'Goalkeeper') ?? lineup.starting[0];
  const outfield = lineup.starting.filter((p) => p !== keeper);
  const lines: LineupPlayer[][] = [];
  const counts = formationLines(lineup.formation, outfield.length);
  if (counts) {
    let at = 0;
    for (const n of counts) {
      lines.push(outfield.slice(at, at + n));
      at += n;
    }
  } else {
    for (const position of POSITIONS) {
      const ofPosition = outfield.filter((p) => p.position === position);
      if (ofPosition.length > 0) lines.push(ofPosition);
    }
    const placed = new Set(lines.flat());
    const rest = outfield.filter((p) => !placed.has(p));
    if (rest.length > 0) lines.push(rest);
  }
  const rows = [keeper ? [keeper] : [], ...lines].filter((row) => row.length > 0);
  // the goalkeeper near the goal line, the front line short of halfway, the rest evenly between
  const depth = (line: number) => (rows.length === 1 ? 0.1 : 0.08 + (0.84 * line) / (rows.length - 1));
  return rows.flatMap((row, line) =>
    row.map((player, i) => ({ player, line, x: (i + 1) / (row.length + 1), y: depth(line) })),
  );
}

export interface PlayerMarks {
  /** goals scored (penalties included), by minute label */
  readonly goals: readonly string[];
  readonly ownGoals: readonly string[];
  /** the booking's minute, or null */
  readonly booked: string | null;
  /** sent off (a red card or a second yellow), the minute, or null */
  readonly sentOff: string | null;
  /** substituted off / came on, the minute, or null */
  readonly off: string | null;
  readonly on: string | null;
}

const none: PlayerMarks = { goals: [], ownGoals: [], booked: null, sentOff: null, off: null, on: null };

/** what each player did, by player id, from a timeline as it stands (corrected; masked while spoiler-free) */
export function playerMarks(timeline: readonly MatchEvent[]): ReadonlyMap<string, PlayerMarks> {
  const marks = new Map<string, PlayerMarks>();
  const add = (playerID: string | null, change: (m: PlayerMarks) => PlayerMarks) => {
    if (playerID) marks.set(playerID, change(marks.get(playerID) ?? none));
  };
  for (const e of timeline) {
    const at = clockLabel(e.minute, e.addedMinute);
    if (e.kind === 'goal' || e.kind === 'penalty-goal') add(e.playerID, (m) => ({ ...m, goals: [...m.goals, at] }));
    else if (e.kind === 'own-goal') add(e.playerID, (m) => ({ ...m, ownGoals: [...m.ownGoals, at] }));
    else if (e.kind === 'yellow-card') add(e.playerID, (m) => ({ ...m, booked: m.booked ?? at }));
    else if (e.kind === 'second-yellow' || e.kind === 'red-card') add(e.playerID, (m) => ({ ...m, sentOff: at }));
    else if (e.kind === 'substitution') {
      add(e.playerID, (m) => ({ ...m, off: at }));
      add(e.secondaryPlayerID, (m) => ({ ...m, on: at }));
    }
  }
  return marks;
}

export const marksOf = (marks: ReadonlyMap<string, PlayerMarks>, playerID: string): PlayerMarks =>
  marks.get(playerID) ?? none;

/** the marks in words, for the list a screen reader reads: 'goal 12', booked 9', off 58'' */
export function marksInWords(m: PlayerMarks): string {
  return [
    ...m.goals.map((at) => `goal ${at}`),
    ...m.ownGoals.map((at) => `own goal ${at}`),
    m.booked ? `booked ${m.booked}` : '',
    m.sentOff ? `sent off ${m.sentOff}` : '',
    m.on ? `on ${m.on}` : '',
    m.off ? `off ${m.off}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
