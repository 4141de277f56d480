import { memo, useMemo } from 'react';
import {
  attackMomentum,
  momentumSummary,
  type MatchMinute,
  type MatchEvent,
  type MatchStatistics,
  type TeamStatistics,
} from '@core';
import styles from './match-statistics.module.css';

const statRows: readonly [keyof TeamStatistics, string][] = [
  ['possession', 'Possession'],
  ['shots', 'Shots'],
  ['shotsOnTarget', 'On target'],
  ['corners', 'Corners'],
  ['fouls', 'Fouls'],
  ['yellowCards', 'Yellow cards'],
  ['redCards', 'Red cards'],
];

const share = (mine: number, theirs: number) => (mine + theirs === 0 ? 0 : Math.round((mine / (mine + theirs)) * 100));

/**
 * The statistics as paired bars: each side's figure beside the name, and a bar from the middle
 * outwards for each side, as long as its share of the two (the figures are the table's cells, the
 * bars only draw them).
 */
export const Statistics = memo(function Statistics({
  statistics,
  home,
  away,
}: {
  readonly statistics: MatchStatistics;
  readonly home: string;
  readonly away: string;
}) {
  return (
    <table className={styles.stats}>
      <caption className="visually-hidden">Match statistics</caption>
      <thead>
        <tr>
          <th scope="col">{home}</th>
          <th scope="col">
            <span className="visually-hidden">Statistic</span>
          </th>
          <th scope="col">{away}</th>
        </tr>
      </thead>
      <tbody>
        {statRows.map(([key, label]) => {
          const h = statistics.home[key];
          const a = statistics.away[key];
          const percent = key === 'possession' ? '%' : '';
          return (
            <tr key={key}>
              <td className={styles.figure}>{`${h}${percent}`}</td>
              <th scope="row">
                {label}
                <span className={styles.pair} aria-hidden="true">
                  <span className={styles.homeBar} style={{ ['--share' as string]: `${share(h, a)}%` }} />
                  <span className={styles.awayBar} style={{ ['--share' as string]: `${share(a, h)}%` }} />
                </span>
              </th>
              <td className={styles.figure}>{`${a}${percent}`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

/** bar height in the graph's 100-high box: the middle line is 50 */
const HALF = 46;

/**
 * Attack momentum per minute (core attackMomentum): the home side's pressure above the line, the
 * away side's below, the half-time break a gap. The picture is named by its summary in words.
 * Memoised on the events and the minute: a clock tick within a minute draws nothing again.
 */
export const MomentumGraph = memo(function MomentumGraph({
  timeline,
  upTo,
  home,
  away,
}: {
  readonly timeline: readonly MatchEvent[];
  readonly upTo: MatchMinute | null;
  readonly home: string;
  readonly away: string;
}) {
  const period = upTo?.period;
  const minute = upTo?.minute;
  const added = upTo?.addedMinute;
  const graph = useMemo(
    () => attackMomentum(timeline, period && minute !== undefined ? { period, minute, addedMinute: added ?? 0 } : null),
    [timeline, period, minute, added],
  );
  const summary = momentumSummary(graph, home, away);
  if (graph.length === 0) return <p className={styles.muted}>{summary}</p>;
  const secondHalf = graph.findIndex((m) => m.period === 2);
  const width = graph.length + (secondHalf > 0 ? 1 : 0);
  const x = (i: number) => i + (secondHalf > 0 && i >= secondHalf ? 1 : 0);
  return (
    <figure className={styles.momentum}>
      <svg
        className={styles.graph}
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line x1="0" x2={width} y1="50" y2="50" className={styles.axis} />
        {graph.map((m, i) =>
          Math.abs(m.value) < 0.01 ? null : (
            <rect
              key={m.label}
              x={x(i) + 0.1}
              width="0.8"
              y={m.value > 0 ? 50 - m.value * HALF : 50}
              height={Math.abs(m.value) * HALF}
              className={m.value > 0 ? styles.home : styles.away}
            />
          ),
        )}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.homeKey}>{home}</span>
        <span>
          {graph[0]!.label} to {graph[graph.length - 1]!.label}
        </span>
        <span className={styles.awayKey}>{away}</span>
      </figcaption>
    </figure>
  );
});
