import { memo, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { clockLabel, type Lineup, type MatchCentre, type MatchEvent } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { commentaryWindow, earlierPage } from './commentary-window';
import styles from './match-centre.module.css';

export const KEY_EVENT_KINDS: ReadonlySet<MatchEvent['kind']> = new Set([
  'kick-off',
  'goal',
  'own-goal',
  'penalty-goal',
  'penalty-missed',
  'yellow-card',
  'second-yellow',
  'red-card',
  'substitution',
  'var',
  'half-time',
  'second-half',
  'full-time',
  'abandoned',
]);

const kindLabel: Partial<Record<MatchEvent['kind'], string>> = {
  'kick-off': 'Kick-off',
  goal: 'Goal',
  'own-goal': 'Own goal',
  'penalty-goal': 'Penalty goal',
  'penalty-missed': 'Penalty missed',
  'yellow-card': 'Yellow card',
  'second-yellow': 'Second yellow',
  'red-card': 'Red card',
  substitution: 'Substitution',
  var: 'VAR',
  'half-time': 'Half-time',
  'second-half': 'Second half',
  'full-time': 'Full-time',
  abandoned: 'Abandoned',
};

export const minuteOfEvent = (e: Pick<MatchEvent, 'minute' | 'addedMinute' | 'period'>): string =>
  e.period === 0 ? '' : clockLabel(e.minute, e.addedMinute);

export type PlayerNames = ReadonlyMap<string, string>;
export const playerNames = (lineups: readonly Lineup[]): PlayerNames =>
  new Map(lineups.flatMap((l) => [...l.starting, ...l.substitutes]).map((p) => [p.playerID, p.name]));

function describeKey(e: MatchEvent, names: PlayerNames, centre: MatchCentre): string {
  const player = e.playerID ? (names.get(e.playerID) ?? '') : '';
  const other = e.secondaryPlayerID ? (names.get(e.secondaryPlayerID) ?? '') : '';
  const team = e.side === 'home' ? centre.match.home.shortName : e.side === 'away' ? centre.match.away.shortName : '';
  if (e.kind === 'substitution')
    return [team, other ? `${other} on` : '', player ? `${player} off` : ''].filter(Boolean).join(', ');
  // a VAR decision is its own words ('No Goal UZFC. ...'): a goal it takes back has left the timeline
  if (e.kind === 'var') return e.text.replace(/^VAR Decision: /, '');
  if (player)
    return [team, player, other && (e.kind === 'goal' || e.kind === 'penalty-goal') ? `assist ${other}` : '']
      .filter(Boolean)
      .join(', ');
  return team || e.text;
}

/** key events on a timeline: goals, cards, substitutions, VAR and the whistles */
export function KeyEvents({
  centre,
  events,
  names,
}: {
  readonly centre: MatchCentre;
  readonly events: readonly MatchEvent[];
  readonly names: PlayerNames;
}) {
  const key = events.filter((e) => KEY_EVENT_KINDS.has(e.kind));
  return (
    <section aria-labelledby="mc-key-events" className={styles.panel}>
      <h2 id="mc-key-events" className={`${styles.panelTitle} ${styles.tabTitle}`}>
        Key events
      </h2>
      {key.length === 0 ? (
        <p className={styles.muted}>No key events yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {key.map((e) => (
            <li key={e.sequence} className={styles.keyEvent} data-kind={e.kind} data-side={e.side ?? 'none'}>
              <span className={styles.minute}>{minuteOfEvent(e)}</span>
              <span className={styles.kind}>{kindLabel[e.kind] ?? e.kind}</span>
              <span className={styles.detail}>{describeKey(e, names, centre)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export interface CommentaryProps {
  readonly entries: readonly MatchEvent[];
  readonly pending: number;
  readonly paused: boolean;
  readonly live: boolean;
  onShowNew(): void;
  onPause(paused: boolean): void;
  onAtTop(atTop: boolean): void;
}

/** minute-by-minute commentary, newest first; new entries never push what is being read */
/**
 * One line of the commentary. Memoised on plain values: a new entry re-renders only itself, not
 * the hundreds above it (the list re-renders on every event of a live match; the bench holds each
 * update of a 1,000-entry commentary under a frame).
 */
const CommentaryEntry = memo(function CommentaryEntry({
  sequence,
  kind,
  minute,
  text,
}: {
  sequence: number;
  kind: string;
  minute: string;
  text: string;
}) {
  return (
    <li tabIndex={-1} data-kind={kind} data-sequence={sequence} className={styles.entry}>
      <span className={styles.minute}>{minute}</span>
      <p>{text}</p>
    </li>
  );
});

/** The list alone, memoised on its entries: the clock's tick and the buttons above never redraw it. */
const CommentaryList = memo(function CommentaryList({
  entries,
  ref,
}: {
  entries: readonly MatchEvent[];
  ref: RefObject<HTMLOListElement | null>;
}) {
  return (
    <ol ref={ref} className={styles.commentary} aria-label="Commentary, newest first">
      {entries.map((e) => (
        <CommentaryEntry key={e.sequence} sequence={e.sequence} kind={e.kind} minute={minuteOfEvent(e)} text={e.text} />
      ))}
    </ol>
  );
});

export function Commentary({ entries, pending, paused, live, onShowNew, onPause, onAtTop }: CommentaryProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => onAtTop(entry?.isIntersecting ?? true));
    io.observe(el);
    return () => io.disconnect();
  }, [onAtTop]);
  // the newest entries only, until the fan asks for earlier ones (a list of a thousand lines costs
  // every new line more than a frame)
  const [earliest, setEarliest] = useState<number | null>(null);
  const { shown, hidden } = useMemo(() => commentaryWindow(entries, earliest), [entries, earliest]);
  const focusOn = useRef<number | null>(null);
  useEffect(() => {
    if (focusOn.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-sequence="${focusOn.current}"]`)?.focus();
    focusOn.current = null;
  }, [shown]);
  const showEarlier = () => {
    const next = earlierPage(entries, shown.length);
    if (!next) return;
    // the first earlier entry is where the fan reads on
    focusOn.current = next.first;
    setEarliest(next.earliest);
  };
  const showNew = () => {
    onShowNew();
    // the newest entry is where the fan goes next
    requestAnimationFrame(() => (listRef.current?.firstElementChild as HTMLElement | null)?.focus());
  };
  return (
    <section aria-labelledby="mc-commentary" className={styles.panel}>
      <div className={styles.commentaryHead}>
        <h2 id="mc-commentary" className={`${styles.panelTitle} ${styles.tabTitle}`}>
          Commentary
        </h2>
        {live ? (
          <ActionButton variant="ghost-dark" small aria-pressed={paused} onClick={() => onPause(!paused)}>
            {paused ? 'Resume live updates' : 'Pause live updates'}
          </ActionButton>
        ) : null}
      </div>
      <div ref={sentinel} className={styles.sentinel} />
      {pending > 0 ? (
        <ActionButton variant="primary-dark" small className={styles.newUpdates} onClick={showNew}>
          {pending === 1 ? '1 new update' : `${pending} new updates`}
        </ActionButton>
      ) : null}
      {entries.length === 0 ? (
        <p className={styles.muted}>Commentary starts at kick-off.</p>
      ) : (
        <CommentaryList ref={listRef} entries={shown} />
      )}
      {hidden > 0 ? (
        <ActionButton variant="ghost-dark" small className={styles.earlier} onClick={showEarlier}>
          {`Show earlier commentary (${hidden} more)`}
        </ActionButton>
      ) : null}
    </section>
  );
}
