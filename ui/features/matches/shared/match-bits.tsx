import { memo } from 'react';
import {
  formatKickOffTime,
  formatMatchDate,
  type Competition,
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

/** competition crest configuration: a crest image (named) or a text pill */
export const CompetitionMark = memo(function CompetitionMark({
  competition,
  type,
}: {
  readonly competition: Competition;
  readonly type: 'crest' | 'pill';
}) {
  if (type === 'pill')
    return (
      <span className={styles.pill} data-kind={competition.kind}>
        {competition.name}
      </span>
    );
  return (
    <span className={styles.competition}>
      <ResponsiveImage
        className={styles.competitionCrest}
        imageKey={competition.crestImageKey}
        alt=""
        width={24}
        height={24}
        fit="contain"
        sizes="24px"
      />
      <span>{competition.name}</span>
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
