import { memo, useMemo } from 'react';
import {
  marksInWords,
  marksOf,
  pitchSpots,
  playerMarks,
  type Lineup,
  type LineupPlayer,
  type MatchEvent,
  type MatchSide,
  type PlayerMarks,
  type Side,
} from '@core';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import type { LoadStatus } from '../../../shared/view-models/load-status';
import styles from './lineups-panel.module.css';
import centreStyles from './match-centre.module.css';

/** the pitch in metres: 68 wide, 105 long; each team's half is 52.5 deep */
const WIDTH = 68;
const LENGTH = 105;
const HALF = LENGTH / 2;
/** how far into its half a team's lines reach (its front line stops short of halfway) */
const REACH = 0.86;

/** a name short enough for the pitch: the last one ('Dijkstra'); the lists say it in full */
const pitchName = (name: string) => name.split(' ').pop() || name;

function Marks({ marks }: { readonly marks: PlayerMarks }) {
  const balls = [...marks.goals, ...marks.ownGoals];
  return (
    <>
      {balls.map((at, i) => (
        <circle
          key={at + i}
          className={i < marks.goals.length ? styles.goal : styles.ownGoal}
          cx={3.2 + i * 1.9}
          cy={-2.6}
          r={0.9}
        />
      ))}
      {marks.booked && !marks.sentOff ? (
        <rect className={styles.yellow} x={-4.4} y={-3.6} width={1.4} height={2} />
      ) : null}
      {marks.sentOff ? <rect className={styles.red} x={-4.4} y={-3.6} width={1.4} height={2} /> : null}
      {marks.off ? <path className={styles.off} d="M2.6 1.4 h2 l-1 1.6 z" /> : null}
    </>
  );
}

/** both teams on one pitch: the home side attacks up from the bottom, the away side down from the top */
const Pitch = memo(function Pitch({
  lineups,
  marks,
}: {
  readonly lineups: readonly Lineup[];
  readonly marks: ReadonlyMap<string, PlayerMarks>;
}) {
  const place = (side: Side, x: number, y: number) =>
    side === 'home'
      ? { cx: 4 + x * (WIDTH - 8), cy: LENGTH - 3 - y * REACH * HALF }
      : { cx: WIDTH - 4 - x * (WIDTH - 8), cy: 3 + y * REACH * HALF };
  return (
    <svg className={styles.pitch} viewBox={`0 0 ${WIDTH} ${LENGTH}`} aria-hidden="true" focusable="false">
      <g className={styles.lines}>
        <rect x="0.5" y="0.5" width={WIDTH - 1} height={LENGTH - 1} />
        <line x1="0.5" x2={WIDTH - 0.5} y1={HALF} y2={HALF} />
        <circle cx={WIDTH / 2} cy={HALF} r="9.15" />
        <rect x={(WIDTH - 40.3) / 2} y="0.5" width="40.3" height="16.5" />
        <rect x={(WIDTH - 40.3) / 2} y={LENGTH - 17} width="40.3" height="16.5" />
      </g>
      {lineups.map((lineup) =>
        pitchSpots(lineup).map(({ player, x, y }) => {
          const { cx, cy } = place(lineup.side, x, y);
          return (
            <g key={player.playerID} transform={`translate(${cx.toFixed(2)} ${cy.toFixed(2)})`} data-side={lineup.side}>
              <circle className={styles.shirt} r="2.8" />
              <text className={styles.number} y="0.95">
                {player.shirtNumber}
              </text>
              <text className={styles.name} y="5.3">
                {pitchName(player.name)}
              </text>
              <Marks marks={marksOf(marks, player.playerID)} />
            </g>
          );
        }),
      )}
    </svg>
  );
});

function PlayerItem({ player, marks }: { readonly player: LineupPlayer; readonly marks: PlayerMarks }) {
  const words = marksInWords(marks);
  return (
    <li>
      <span className={styles.number}>{player.shirtNumber}</span> {player.name}
      {player.captain ? (
        <>
          {' '}
          <abbr title="Captain">(C)</abbr>
        </>
      ) : null}
      <span className={styles.position}>{player.position}</span>
      {words ? <span className={styles.marks}>{words}</span> : null}
    </li>
  );
}

export interface LineupsPanelProps {
  readonly home: MatchSide;
  readonly away: MatchSide;
  /** the line-ups as the page shows them, and whether they could be read (the view model's lineupsOf) */
  readonly status: LoadStatus;
  readonly lineups: readonly Lineup[];
  /** the timeline as the fan sees it (corrected; masked while spoiler-free): goals, cards, substitutions */
  readonly timeline: readonly MatchEvent[];
  onRetry(): void;
}

/**
 * Line-ups: both formations on a pitch (a picture, hidden from assistive technology)
 * with shirt numbers, names, goals, cards and substitutions, and the same as lists a screen reader
 * reads (the starting elevens are read, not drawn twice; the substitutes are listed for everyone).
 * Line-ups that could not be read say so with 'Try again'; the rest of the page stands.
 */
export function LineupsPanel({ home, away, status, lineups, timeline, onRetry }: LineupsPanelProps) {
  const marks = useMemo(() => playerMarks(timeline), [timeline]);
  const sides = (['home', 'away'] as const).flatMap((side) => {
    const lineup = lineups.find((l) => l.side === side);
    return lineup ? [{ side, team: side === 'home' ? home : away, lineup }] : [];
  });
  return (
    <section aria-labelledby="mc-lineups" className={centreStyles.panel}>
      <h2 id="mc-lineups" className={`${centreStyles.panelTitle} ${centreStyles.tabTitle}`}>
        Line-ups
      </h2>
      {status.kind === 'error' ? (
        <CataloguedError error={status} onRetry={onRetry} />
      ) : status.kind === 'loading' && sides.length === 0 ? (
        <Loading label="Loading the line-ups" />
      ) : sides.length === 0 ? (
        <p className={centreStyles.muted}>Line-ups are announced an hour before kick-off.</p>
      ) : (
        <>
          <Pitch lineups={sides.map((s) => s.lineup)} marks={marks} />
          <div className={styles.sides}>
            {sides.map(({ side, team, lineup }) => (
              <section key={side} aria-labelledby={`mc-lineup-${side}`} data-side={side}>
                <h3 id={`mc-lineup-${side}`} className={styles.sideTitle}>
                  {team.name} <span className={styles.formation}>Formation {lineup.formation}</span>
                </h3>
                <ul aria-label={`${team.name} starting eleven`} className="visually-hidden">
                  {lineup.starting.map((p) => (
                    <PlayerItem key={p.playerID} player={p} marks={marksOf(marks, p.playerID)} />
                  ))}
                </ul>
                <h4 className={styles.subsTitle}>Substitutes</h4>
                <ul aria-label={`${team.name} substitutes`} className={styles.players}>
                  {lineup.substitutes.map((p) => (
                    <PlayerItem key={p.playerID} player={p} marks={marksOf(marks, p.playerID)} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
