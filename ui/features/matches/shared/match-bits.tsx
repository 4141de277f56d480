import { memo } from 'react';
import {
  formatKickOffTime,
  formatMatchDate,
  type Competition,
  type CompetitionMarkStyle,
  type Match,
  type MatchResult,
  type MatchSide,
} from '@core';
import { ResponsiveImage } from '../../../shared/components/responsive-image';
import styles from './match-bits.module.css';

// The bits below are memoised: a fixtures list re-renders its rows when a score shows (the
// device's spoiler setting, read after hydration), and their dates, crests and competition
// marks stay as they were.

/** a club's crest: decorative beside its name, else named */
export const Crest = memo(function Crest({
  side,
  size = 32,
  named = false,
}: {
  readonly side: Pick<MatchSide, 'crestImageKey' | 'name'>;
  readonly size?: number;
  readonly named?: boolean;
}) {
  return (
    <ResponsiveImage
      className={styles.crest}
      imageKey={side.crestImageKey}
      alt={named ? side.name : ''}
      width={size}
      height={size}
      fit="contain"
      sizes={`${size}px`}
    />
  );
});

/**
 * A competition's mark at one placement (TEAMS-2, useCompetitionMark): its crest, named by its alt
 * text, with the name beside it for the eye (hidden from screen readers, which hear the crest's
 * name once); or its name on a pill. 'mono' draws the crest in greys and outlines the pill in the
 * text colour around it (which has its contrast already); 'colour' is the pill in its kind's
 * colours, each pair AA.
 */
export const CompetitionMark = memo(function CompetitionMark({
  competition,
  mark,
  className,
}: {
  readonly competition: Competition;
  readonly mark: CompetitionMarkStyle;
  /** the crest's wrapper's extra class (a heading sets its own type size) */
  readonly className?: string | undefined;
}) {
  const mono = mark.iconVariant === 'mono' ? 'mono' : undefined;
  if (mark.type === 'pill')
    return (
      <span className={styles.pill} data-kind={competition.kind} data-variant={mono}>
        {competition.name}
      </span>
    );
  return (
    <span className={className ? `${styles.competition} ${className}` : styles.competition} data-variant={mono}>
      <ResponsiveImage
        className={styles.competitionCrest}
        imageKey={competition.crestImageKey}
        alt={competition.name}
        width={24}
        height={24}
        fit="contain"
        sizes="24px"
      />
      <span aria-hidden="true">{competition.name}</span>
    </span>
  );
});

/** 'Sat 9 Aug' and '15:00' in London time */
export const KickOff = memo(function KickOff({ iso }: { readonly iso: string }) {
  return (
    <time dateTime={iso} className={styles.kickOff}>
      <span className={styles.date}>{formatMatchDate(iso)}</span>{' '}
      <span className={styles.time}>{formatKickOffTime(iso)}</span>
    </time>
  );
});

const resultWord: Record<MatchResult, string> = { win: 'Won', draw: 'Drew', loss: 'Lost' };
const resultLetter: Record<MatchResult, string> = { win: 'W', draw: 'D', loss: 'L' };

export function ResultBadge({ result }: { readonly result: MatchResult }) {
  return (
    <span className={styles.result} data-result={result} title={resultWord[result]}>
      <span aria-hidden="true">{resultLetter[result]}</span>
      <span className={styles.srOnly}>{resultWord[result]}</span>
    </span>
  );
}

/** the score as read out: 'UZFC 2, Greywater City 1' */
export const scoreLabel = (m: Pick<Match, 'home' | 'away' | 'score'>): string =>
  m.score ? `${m.home.name} ${m.score.home}, ${m.away.name} ${m.score.away}` : '';

/**
 * The score's room while the device's spoiler setting is still unread (the server's markup):
 * the score's own type and spacing with '?' for the goals, so the score takes its place exactly.
 */
export function MaskedScore() {
  return (
    <span className={styles.score} aria-hidden="true">
      <span>?</span>
      <span className={styles.dash}>-</span>
      <span>?</span>
    </span>
  );
}

export function Score({ match }: { readonly match: Pick<Match, 'home' | 'away' | 'score'> }) {
  if (!match.score) return null;
  return (
    <span className={styles.score} aria-label={scoreLabel(match)} role="img">
      <span aria-hidden="true">{match.score.home}</span>
      <span aria-hidden="true" className={styles.dash}>
        -
      </span>
      <span aria-hidden="true">{match.score.away}</span>
    </span>
  );
}
