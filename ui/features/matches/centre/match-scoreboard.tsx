import { maskMatch, resultForClub, type MatchCentre, type MatchState } from '@core';
import { ActionButton } from '../../../shared/components/button';
import { Crest, MaskedScore, ResultBadge, Score } from '../shared/match-bits';
import styles from './match-scoreboard.module.css';

const stateWord: Record<MatchState, string> = {
  upcoming: 'Kick-off',
  live: 'Live',
  'half-time': 'Half-time',
  'full-time': 'Full-time',
  postponed: 'Postponed',
  abandoned: 'Abandoned',
};

export interface MatchScoreboardProps {
  readonly centre: MatchCentre;
  /** this match's score may be shown (the spoiler setting) */
  readonly revealed: boolean;
  /** the device's spoiler setting has been read (until then the score's room is masked) */
  readonly known: boolean;
  onReveal(): void;
}

/**
 * Both teams, the score (or its masked room, or 'Reveal score' while spoiler-free) and the minute
 * or status, in one compact bar that stays on screen under the header while the fan reads down
 * the page. The teams' names are the page's h1 for assistive technology; here they
 * are drawn, short on a phone.
 */
export function MatchScoreboard({ centre, revealed, known, onReveal }: MatchScoreboardProps) {
  const { home, away } = centre.match;
  const match = maskMatch(centre.match, revealed);
  const hasScore = centre.match.score !== null && centre.state !== 'upcoming' && centre.state !== 'postponed';
  const result = revealed ? resultForClub(centre.match) : null;
  return (
    <div className={styles.scoreboard} data-state={centre.state}>
      <h1 className="visually-hidden">{`${home.name} v ${away.name}`}</h1>
      {(['home', 'away'] as const).map((side) => (
        <span key={side} className={styles.team} data-side={side} aria-hidden="true">
          <Crest side={centre.match[side]} size={64} />
          <span className={styles.name}>{centre.match[side].name}</span>
          <span className={styles.shortName}>{centre.match[side].shortName}</span>
        </span>
      ))}
      <span className={styles.score}>
        {hasScore && revealed ? <Score match={match} /> : null}
        {/* until the device's spoiler setting is read: the score's room, masked (never the score itself) */}
        {hasScore && !known ? <MaskedScore /> : null}
        {hasScore && !revealed && known ? (
          <ActionButton variant="ghost-light" small onClick={onReveal}>
            Reveal score
          </ActionButton>
        ) : null}
        {!hasScore ? (
          <span className={styles.versus} aria-hidden="true">
            v
          </span>
        ) : null}
      </span>
      <p className={styles.status} data-state={centre.state}>
        <span className={styles.stateWord}>{stateWord[centre.state]}</span>
        {centre.clock.label && centre.state === 'live' ? (
          <span className={styles.clock} aria-label={`Match clock ${centre.clock.label}`}>
            {centre.clock.label}
          </span>
        ) : null}
        {result ? <ResultBadge result={result} /> : null}
        {centre.connection === 'reconnecting' ? (
          <span className={styles.reconnecting}>Reconnecting to live updates…</span>
        ) : null}
      </p>
    </div>
  );
}
